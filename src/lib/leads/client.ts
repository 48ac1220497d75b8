/**
 * The browser side of the first-party forms: posts JSON and reads the answer into one shape.
 * Client-safe (no server imports).
 */
export type FormPostResult =
  | { ok: true; message: unknown }
  | { ok: false; code: string; fields: Record<string, string> };

export async function postForm(url: string, body: Record<string, unknown>): Promise<FormPostResult> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, code: 'network', fields: {} };
  }
  const json = (await response.json().catch(() => null)) as { success?: unknown; message?: unknown; code?: unknown; fields?: unknown } | null;
  if (response.ok && json?.success === true) return { ok: true, message: json.message };
  const code = typeof json?.code === 'string' ? json.code : response.status === 429 ? 'rate-limit-exceeded' : 'server';
  const fields = json?.fields && typeof json.fields === 'object' ? (json.fields as Record<string, string>) : {};
  return { ok: false, code, fields };
}
