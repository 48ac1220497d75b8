import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE_REWRITES, withoutDefaultLocaleRewrite } from './rewrite-origin';

describe('withoutDefaultLocaleRewrite (next start -H 127.0.0.1 redirect loop)', () => {
  it('turns the proxy rewrite /foo → /en/foo into a pass-through', () => {
    const headers = new Headers({ 'x-middleware-rewrite': 'http://localhost:3000/en/domains?x=1', 'x-next-intl-locale': 'en' });
    expect(withoutDefaultLocaleRewrite(headers, 'http://localhost:3000/domains?x=1')).toBe(true);
    expect(headers.get('x-middleware-rewrite')).toBeNull();
    expect(headers.get('x-middleware-next')).toBe('1');
    expect(headers.get('x-next-intl-locale')).toBe('en');
  });
  it('handles the home page', () => {
    const headers = new Headers({ 'x-middleware-rewrite': 'http://localhost:3000/en' });
    expect(withoutDefaultLocaleRewrite(headers, 'http://localhost:3000/')).toBe(true);
  });
  it('leaves any other rewrite alone', () => {
    const external = new Headers({ 'x-middleware-rewrite': 'https://cms.example/en/x' });
    expect(withoutDefaultLocaleRewrite(external, 'http://localhost:3000/x')).toBe(false);
    expect(external.get('x-middleware-rewrite')).toBe('https://cms.example/en/x');
    const elsewhere = new Headers({ 'x-middleware-rewrite': 'http://localhost:3000/en/other' });
    expect(withoutDefaultLocaleRewrite(elsewhere, 'http://localhost:3000/x')).toBe(false);
    expect(withoutDefaultLocaleRewrite(new Headers(), 'http://localhost:3000/x')).toBe(false);
  });
});

// The router's own path matcher (Next's compiled path-to-regexp), so the test reads sources as Next does.
const { pathToRegexp } = createRequire(import.meta.url)('next/dist/compiled/path-to-regexp') as { pathToRegexp: (source: string) => RegExp };

describe('DEFAULT_LOCALE_REWRITES', () => {
  const [root, rest] = DEFAULT_LOCALE_REWRITES;
  const matches = (path: string) => pathToRegexp(rest!.source).test(path);
  it('maps unprefixed pages onto /en', () => {
    expect(root).toEqual({ source: '/', destination: '/en' });
    for (const path of ['/domains', '/domains/tlds/com', '/blocks', '/membership-plans', '/english-page', '/espresso', '/nlx']) expect(matches(path), path).toBe(true);
  });
  it('leaves locale-prefixed paths, the API and Next files alone', () => {
    for (const path of ['/es', '/es/domains', '/nl', '/hi/x', '/en', '/en/x', '/api/whois', '/_next/static/x.js']) expect(matches(path), path).toBe(false);
  });
});
