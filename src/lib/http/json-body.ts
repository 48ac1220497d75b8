import { ApiError } from './api-error';

/**
 * Request bodies with a byte cap, streamed: a declared Content-Length over the cap is refused before
 * anything is read, and a body that grows past the cap while streaming (chunked, or lying about its
 * length) is cut off there, so no request costs more memory than its cap (413 `payload-too-large`).
 * Every route that reads a body reads it through here (or form-post.ts, which uses readBodyText).
 */
export function payloadTooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'payload-too-large', `The body may be at most ${maxBytes} bytes`);
}

/** The body as UTF-8 text, at most `maxBytes` bytes (413 `payload-too-large` beyond). */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw payloadTooLarge(maxBytes);
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw payloadTooLarge(maxBytes);
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads a JSON request body with a byte cap (readBodyText). A body that is not JSON is 400
 * `invalid-json`; a Content-Type other than application/json is 415 `unsupported-media-type`.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, 'unsupported-media-type', 'Send the body as application/json');
  }
  const text = await readBodyText(request, maxBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid-json', 'The body is not valid JSON');
  }
}
