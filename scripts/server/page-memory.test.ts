import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createPageMemory } from './page-memory';

const PLACEHOLDER = '0123456789abcdef0123456789abcdef';
const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers }) as unknown as IncomingMessage;

function response(status: number, headers: Record<string, string>) {
  const map = new Map(Object.entries(headers));
  return {
    statusCode: status,
    getHeader: (name: string) => map.get(name),
    getHeaderNames: () => [...map.keys()],
  } as unknown as ServerResponse;
}

const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': `script-src 'nonce-${PLACEHOLDER}'`,
  'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
  'x-request-id': 'one-request',
  'set-cookie': 'NEXT_LOCALE=en; Path=/',
};

function record(memory: ReturnType<typeof createPageMemory>, key: string, res: ServerResponse, fromCache = true, body = '<html>page</html>') {
  const recorder = memory.recorder(key, res, fromCache, PLACEHOLDER);
  if (!recorder) return false;
  expect(recorder.push(Buffer.from(body)).toString()).toBe(body); // passes the bytes on unchanged
  recorder.end();
  return true;
}

describe('createPageMemory', () => {
  it('keeps a page Next answered from its cache, without what belongs to one request, for SERVER_PAGE_CACHE_SECONDS', () => {
    const memory = createPageMemory({ seconds: 1 });
    const key = memory.keyOf(request('/membership-plans'), false)!;
    expect(record(memory, key, response(200, pageHeaders))).toBe(true);
    const page = memory.get(key)!;
    expect(page.body.toString()).toBe('<html>page</html>');
    expect(page.headers['x-request-id']).toBeUndefined();
    expect(page.headers['set-cookie']).toBe('NEXT_LOCALE=en; Path=/');
    expect(memory.get(key, Date.now() + 1001)).toBeUndefined();
  });

  it('never keeps pages rendered per request, errors, RSC payloads, other methods, or answers not from the cache', () => {
    const memory = createPageMemory({ seconds: 1 });
    const key = memory.keyOf(request('/x'), false)!;
    expect(record(memory, key, response(200, { ...pageHeaders, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }))).toBe(false);
    expect(record(memory, key, response(404, pageHeaders))).toBe(false);
    expect(record(memory, key, response(200, pageHeaders), false)).toBe(false);
    expect(record(memory, key, response(200, { ...pageHeaders, 'content-security-policy': "script-src 'self'" }))).toBe(false);
    expect(record(memory, key, response(200, { ...pageHeaders, 'content-type': 'application/json' }))).toBe(false);
    expect(memory.keyOf(request('/x', { rsc: '1' }), false)).toBeNull();
    expect(memory.keyOf(request('/x', { 'next-router-prefetch': '1' }), false)).toBeNull();
    expect(memory.keyOf(request('/x', {}, 'HEAD'), false)).toBeNull();
    expect(createPageMemory({ seconds: 0 }).keyOf(request('/x'), false)).toBeNull();
  });

  it('keys on the URL Next was given and on https through a trusted proxy (the locale cookie is Secure then)', () => {
    const memory = createPageMemory({ seconds: 1 });
    expect(memory.keyOf(request('/blog?page=2'), false)).not.toBe(memory.keyOf(request('/blog'), false));
    expect(memory.keyOf(request('/'), true)).not.toBe(memory.keyOf(request('/'), false));
  });

  it('forgets everything on a revalidation, and stays within its bounds', () => {
    const memory = createPageMemory({ seconds: 1, maxEntries: 2 });
    for (const path of ['/a', '/b', '/c']) record(memory, memory.keyOf(request(path), false)!, response(200, pageHeaders));
    expect(memory.size).toBe(2);
    expect(memory.get(memory.keyOf(request('/a'), false)!)).toBeUndefined();
    memory.forget();
    expect(memory.size).toBe(0);
  });
});
