import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CACHING_PROXY_HEADER, fromCachingProxy, headForProxy, proxyCacheSeconds, proxySubstitutes } from './proxy-cache';

const placeholder = Buffer.from('0123456789abcdef0123456789abcdef');
const request = (headers: Record<string, string>) => ({ headers: { ...headers } }) as unknown as IncomingMessage;

describe('fromCachingProxy', () => {
  it('only a request naming the placeholder is the proxy; the header never reaches Next', () => {
    const proxy = request({ [CACHING_PROXY_HEADER]: placeholder.toString() });
    expect(fromCachingProxy(proxy, placeholder)).toBe(true);
    expect(proxy.headers[CACHING_PROXY_HEADER]).toBeUndefined();
    for (const guess of ['', 'x', '0123456789abcdef0123456789abcdee', `${placeholder}0`]) {
      const client = request({ [CACHING_PROXY_HEADER]: guess });
      expect(fromCachingProxy(client, placeholder), guess).toBe(false);
      expect(client.headers[CACHING_PROXY_HEADER]).toBeUndefined();
    }
    expect(fromCachingProxy(request({}), placeholder)).toBe(false);
  });
});

describe('headForProxy', () => {
  function response(cacheControl: string | undefined) {
    const headers = new Map<string, string>(cacheControl ? [['cache-control', cacheControl]] : []);
    headers.set('etag', '"x"');
    return {
      headers,
      res: {
        getHeader: (name: string) => headers.get(name),
        setHeader: (name: string, value: string) => headers.set(name, value),
        removeHeader: (name: string) => headers.delete(name),
      } as unknown as ServerResponse,
    };
  }
  it("a page Next cached is kept by the proxy for its s-maxage at most PROXY_CACHE_SECONDS; every other cache is told private", () => {
    const { res, headers } = response('s-maxage=300, stale-while-revalidate=31535700');
    headForProxy(res, 5);
    expect(headers.get('x-accel-expires')).toBe('5');
    // nginx believes X-Accel-Expires over Cache-Control only when it comes first.
    expect([...headers.keys()].indexOf('x-accel-expires')).toBeLessThan([...headers.keys()].indexOf('cache-control'));
    expect(headers.get('cache-control')).toBe('private, no-cache');
    expect(headers.has('etag')).toBe(false);
    const short = response('s-maxage=2, stale-while-revalidate=1');
    headForProxy(short.res, 5);
    expect(short.headers.get('x-accel-expires')).toBe('2');
  });
  it('a page rendered per request is not kept', () => {
    const { res, headers } = response('private, no-cache, no-store, max-age=0, must-revalidate');
    headForProxy(res, 5);
    expect(headers.get('x-accel-expires')).toBe('0');
  });
  it('substitutes in pages and RSC payloads only; PROXY_CACHE_SECONDS defaults to 5', () => {
    expect(proxySubstitutes('text/html; charset=utf-8')).toBe(true);
    expect(proxySubstitutes('text/x-component')).toBe(true);
    expect(proxySubstitutes('application/json')).toBe(false);
    expect(proxyCacheSeconds({})).toBe(5);
    expect(proxyCacheSeconds({ PROXY_CACHE_SECONDS: '1' })).toBe(1);
    expect(proxyCacheSeconds({ PROXY_CACHE_SECONDS: 'soon' })).toBe(5);
  });
});
