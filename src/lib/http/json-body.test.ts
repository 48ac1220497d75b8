import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { readBodyText, readJsonBody } from './json-body';

/** A chunked body (no Content-Length) of `chunks` pieces of `size` bytes; counts what was pulled. */
function streamedRequest(chunks: number, size: number, headers: Record<string, string> = {}) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  }, { highWaterMark: 0 });
  const request = new Request('http://localhost/x', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: stream, duplex: 'half' } as RequestInit);
  return { request, pulled: () => pulled };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('readBodyText', () => {
  it('reads a body within the cap', async () => {
    const request = new Request('http://localhost/x', { method: 'POST', body: 'héllo' });
    expect(await readBodyText(request, 6)).toBe('héllo');
  });

  it('refuses a declared Content-Length over the cap before reading anything', async () => {
    const { request, pulled } = streamedRequest(10, 1024, { 'content-length': '1000000' });
    const error = await rejection(readBodyText(request, 4096));
    expect([error.status, error.code]).toEqual([413, 'payload-too-large']);
    expect(pulled()).toBe(0);
  });

  it('cuts a chunked body off at the cap: 413 and nothing read past it', async () => {
    // 100 MB offered in 64 KB chunks; the reader stops after the chunk that crosses 8 KB.
    const { request, pulled } = streamedRequest(1600, 64 * 1024);
    const error = await rejection(readBodyText(request, 8 * 1024));
    expect([error.status, error.code]).toEqual([413, 'payload-too-large']);
    expect(pulled()).toBeLessThanOrEqual(2);
  });

  it('an empty body is the empty string', async () => {
    expect(await readBodyText(new Request('http://localhost/x', { method: 'POST' }), 10)).toBe('');
  });
});

describe('readJsonBody', () => {
  it('parses JSON within the cap', async () => {
    const request = new Request('http://localhost/x', { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body: '{"a":1}' });
    expect(await readJsonBody(request, 100)).toEqual({ a: 1 });
  });

  it('415 for another type, 400 invalid-json for text that is not JSON, 413 over the cap', async () => {
    const text = new Request('http://localhost/x', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect((await rejection(readJsonBody(text, 100))).code).toBe('unsupported-media-type');
    const broken = new Request('http://localhost/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect((await rejection(readJsonBody(broken, 100))).code).toBe('invalid-json');
    const { request } = streamedRequest(4, 64);
    expect((await rejection(readJsonBody(request, 100))).status).toBe(413);
  });
});
