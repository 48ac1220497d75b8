import 'server-only';
import { ApiError } from './api-error';
import { readBodyText } from './json-body';
import { clientIp, RateLimiter } from './rate-limit';

/**
 * The small first-party form posts (lead form, newsletter sign-up): a JSON body from the form's
 * island, or application/x-www-form-urlencoded from the same form without JavaScript. Bodies are
 * small: anything above `maxBytes` is 413 before it is parsed; any other type is 415.
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const json = type.startsWith('application/json');
  const urlencoded = type.startsWith('application/x-www-form-urlencoded');
  if (!json && !urlencoded) throw new ApiError(415, 'unsupported-media-type', 'Send the form as application/json or application/x-www-form-urlencoded');
  const text = await readBodyText(request, maxBytes);
  if (urlencoded) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    return parsed as Record<string, unknown>;
  } catch {
    throw new ApiError(400, 'invalid-json', 'The body is not a JSON object');
  }
}

/** A browser navigation (plain form post) asks for HTML and gets a 303; fetch() asks for JSON. */
export function wantsHtml(headers: Headers): boolean {
  const accept = (headers.get('accept') ?? '').toLowerCase();
  return accept.includes('text/html') && !accept.includes('application/json');
}

export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

const limiters = new Map<string, RateLimiter>();

/** A named per-address limiter (one per name and setting), shared by the routes of a process. */
export async function enforceRateLimit(name: string, limit: number, windowMs: number, headers: Headers): Promise<void> {
  const key = `${name}:${limit}:${windowMs}`;
  let limiter = limiters.get(key);
  if (!limiter) {
    limiter = new RateLimiter({ name, limit, windowMs });
    limiters.set(key, limiter);
  }
  await limiter.enforce(clientIp(headers));
}

/** Tests: forget every window. */
export function resetFormRateLimits(): void {
  limiters.clear();
}
