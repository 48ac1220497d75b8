import { describe, expect, it } from 'vitest';
import { socketHeaders } from '@/lib/http/testing';
import { siteServerGlobals } from '@/lib/server/site-server-globals';
import { siteConfig } from './config';
import { linkOrigin, ORIGIN_FROM_REQUEST_ENV, ORIGIN_PLACEHOLDER, plainHost, renderOrigin, requestOrigin } from './origin';

const headers = (values: Record<string, string>) => new Headers(values);

describe('renderOrigin: the origin rendered into pages', () => {
  it('SITE_URL first; the placeholder under the site server; else localhost on PORT', () => {
    expect(renderOrigin({ SITE_URL: 'https://www.registrar.test/', [ORIGIN_FROM_REQUEST_ENV]: '1' })).toBe('https://www.registrar.test');
    expect(renderOrigin({ [ORIGIN_FROM_REQUEST_ENV]: '1', PORT: '3500' })).toBe(ORIGIN_PLACEHOLDER);
    expect(renderOrigin({ PORT: '3500' })).toBe('http://localhost:3500');
    expect(renderOrigin({})).toBe('http://localhost:3000');
    expect(siteConfig({ PORT: '3500', NODE_ENV: 'test' }).siteUrl).toBe('http://localhost:3500');
  });
  it('the placeholder is a URL that code building links can use as any origin', () => {
    expect(new URL('/es/x', ORIGIN_PLACEHOLDER).toString()).toBe(`${ORIGIN_PLACEHOLDER}/es/x`);
    expect(ORIGIN_PLACEHOLDER).toMatch(/^[a-z0-9:/.-]+$/);
  });
});

describe('requestOrigin: the origin a request came to', () => {
  it('the Host, on http, without a default port', () => {
    expect(requestOrigin(headers({ host: '127.0.0.1:3500' }), {})).toBe('http://127.0.0.1:3500');
    expect(requestOrigin(headers({ host: 'Shop.Example:80' }), {})).toBe('http://shop.example');
    expect(requestOrigin(headers({ host: '[::1]:3500' }), {})).toBe('http://[::1]:3500');
  });
  it('SITE_URL wins over any header', () => {
    expect(requestOrigin(headers({ host: 'evil.example' }), { SITE_URL: 'https://www.registrar.test' })).toBe('https://www.registrar.test');
  });
  it('forwarded proto and host only from a proxy TRUSTED_PROXIES names', () => {
    const forwarded = { host: '127.0.0.1:3000', 'x-forwarded-host': 'www.registrar.test', 'x-forwarded-proto': 'https' };
    const previous = process.env.TRUSTED_PROXIES;
    process.env.TRUSTED_PROXIES = '1';
    try {
      expect(requestOrigin(headers({ ...forwarded, ...socketHeaders('127.0.0.1') }), {})).toBe('https://www.registrar.test');
      // A client on a public address reaching the port directly chooses nothing.
      expect(requestOrigin(headers({ ...forwarded, ...socketHeaders('203.0.113.9') }), {})).toBe('http://127.0.0.1:3000');
      // Without the server's word for the peer, neither.
      expect(requestOrigin(headers(forwarded), {})).toBe('http://127.0.0.1:3000');
    } finally {
      if (previous === undefined) delete process.env.TRUSTED_PROXIES;
      else process.env.TRUSTED_PROXIES = previous;
    }
  });
  it('a Host that is not a plain host name falls back to localhost on PORT', () => {
    for (const host of ['"><script>alert(1)</script>', 'a b', 'evil.example/path', 'x:99999', '', 'exa_mple.com']) {
      expect(requestOrigin(headers(host ? { host } : {}), { PORT: '3500' }), host).toBe('http://localhost:3500');
    }
  });
});

describe('plainHost', () => {
  it('takes the first of a list and lower-cases it', () => {
    expect(plainHost('A.Example:8080, b.example')).toBe('a.example:8080');
    expect(plainHost(undefined)).toBeNull();
  });
});

describe('linkOrigin: links that leave the response (mail)', () => {
  it("SITE_URL, else the site server's current request, else localhost on PORT", () => {
    const globals = siteServerGlobals();
    const before = globals.__siteRequestOrigin;
    try {
      globals.__siteRequestOrigin = () => 'http://127.0.0.1:3500';
      expect(linkOrigin({ SITE_URL: 'https://www.registrar.test' })).toBe('https://www.registrar.test');
      expect(linkOrigin({})).toBe('http://127.0.0.1:3500');
      globals.__siteRequestOrigin = () => undefined;
      expect(linkOrigin({ PORT: '4000' })).toBe('http://localhost:4000');
    } finally {
      globals.__siteRequestOrigin = before;
    }
  });
});
