import { ApiError } from './api-error';

/**
 * Reads a JSON request body with a byte cap, streaming: a declared Content-Length over the cap is
 * refused before reading, and a body that grows past it while streaming is cut off at the cap
 * (413 `payload-too-large`). A body that is not JSON is 400 `invalid-json`; a Content-Type other
 * than application/json is 415 `unsupported-media-type`.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, 'unsupported-media-type', 'Send the body as application/json');
  }
  const tooLarge = () => new ApiError(413, 'payload-too-large', `The body may be at most ${maxBytes} bytes`);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid-json', 'The body is not valid JSON');
  }
}
