import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAssetSecurityHeaders, HEADER_RULE_SOURCES, STATIC_CSP, staticSecurityHeaders } from '../../src/lib/security/headers';
import type { IncomingMessage } from 'node:http';
import { ALLOW_HEADER, announcesPageBody, clientErrorAnswer, isApiPath, isBuildAssetPath, isMalformedPath, rawAnswer, securityHeaders } from './request-guard';

describe('isMalformedPath', () => {
  it.each(['/%', '/%zz', '/%E0%A4%A', '/domains/tlds/%', '/es/%c3', '/api/whois%', '/%25', '/blog/%25zz', '/100%25', '/%00', '/glossary/hsts%00', '/%01', '/a%0Ab', '/%7F', '/%2500'])('%s is malformed', (url) => {
    expect(isMalformedPath(url)).toBe(true);
  });
  it.each(['/', '/%2541', '/caf%C3%A9', '/search?q=%', '/es/membership-plans', '/api/whois'])('%s is not', (url) => {
    expect(isMalformedPath(url)).toBe(false);
  });
});

describe('announcesPageBody', () => {
  const request = (url: string, headers: Record<string, string>) => ({ url, headers }) as unknown as IncomingMessage;
  it('a page request that announces a body (any length above 0, or chunked) is refused; the API reads its own', () => {
    expect(announcesPageBody(request('/', { 'content-length': '11534336' }))).toBe(true);
    expect(announcesPageBody(request('/es/membership-plans', { 'content-length': '1' }))).toBe(true);
    expect(announcesPageBody(request('/', { 'transfer-encoding': 'chunked' }))).toBe(true);
    expect(announcesPageBody(request('/', { 'content-length': 'lots' }))).toBe(true);
    expect(announcesPageBody(request('/', { 'content-length': '0' }))).toBe(false);
    expect(announcesPageBody(request('/', {}))).toBe(false);
    expect(announcesPageBody(request('/api/whois', { 'content-length': '100' }))).toBe(false);
    expect(announcesPageBody(request('/api/zendesk/create-zendesk-ticket', { 'transfer-encoding': 'chunked' }))).toBe(false);
  });
});

describe('isApiPath', () => {
  it('is /api and below only', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/whois%')).toBe(true);
    expect(isApiPath('/api?x')).toBe(true);
    expect(isApiPath('/apical')).toBe(false);
    expect(isApiPath('/es/api')).toBe(false);
  });
});

describe('securityHeaders', () => {
  it("reads the build's two header rules, which next.config.ts takes from headers.ts", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'guard-'));
    try {
      mkdirSync(path.join(dir, '.next'));
      const everyOther = [...staticSecurityHeaders, { key: 'Content-Security-Policy', value: STATIC_CSP }];
      const manifest = (rules: Array<{ source: string; headers: Array<{ key: string; value: string }> }>) => writeFileSync(path.join(dir, '.next', 'routes-manifest.json'), JSON.stringify({ headers: rules }));
      manifest([{ source: '/other', headers: [{ key: 'X', value: 'y' }] }, { source: HEADER_RULE_SOURCES.everyOther, headers: everyOther }, { source: HEADER_RULE_SOURCES.buildAssets, headers: [...buildAssetSecurityHeaders] }]);
      const pairs = (rule: ReadonlyArray<{ key: string; value: string }>) => rule.map(({ key, value }) => [key, value]);
      expect(securityHeaders(dir)).toEqual({ everyOther: pairs(everyOther), buildAssets: pairs(buildAssetSecurityHeaders) });
      manifest([{ source: HEADER_RULE_SOURCES.everyOther, headers: everyOther }]);
      expect(() => securityHeaders(dir)).toThrow(/header rule/);
      manifest([]);
      expect(() => securityHeaders(dir)).toThrow(/header rule/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the build’s files keep HSTS, nosniff and the static CSP, and nothing that acts only on documents', () => {
    expect(buildAssetSecurityHeaders.map(({ key }) => key)).toEqual(['Strict-Transport-Security', 'X-Content-Type-Options', 'Content-Security-Policy']);
    expect(isBuildAssetPath('/_next/static/chunks/a.js')).toBe(true);
    expect(isBuildAssetPath('/_next/image?url=x')).toBe(false);
    expect(isBuildAssetPath('/about')).toBe(false);
  });
});

describe('answers without a request', () => {
  it('an unknown method is 405 with Allow; other parse errors keep their status', () => {
    expect(clientErrorAnswer({ code: 'HPE_INVALID_METHOD' })).toMatchObject({ status: 405, code: 'method-not-allowed', headers: { Allow: ALLOW_HEADER } });
    expect(clientErrorAnswer({ code: 'HPE_HEADER_OVERFLOW' }).status).toBe(431);
    expect(clientErrorAnswer({ code: 'HPE_INVALID_URL' })).toMatchObject({ status: 400, code: 'bad-request' });
  });
  it('a raw answer carries the headers, a JSON body of the right length, and closes', () => {
    const text = rawAnswer([['X-Frame-Options', 'DENY']], 405, 'method-not-allowed', 'no', { Allow: ALLOW_HEADER });
    const [head, body] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(head).toContain('\r\nX-Frame-Options: DENY\r\n');
    expect(head).toContain(`\r\nAllow: ${ALLOW_HEADER}\r\n`);
    expect(head).toContain('\r\nConnection: close');
    expect(JSON.parse(body!)).toEqual({ success: false, code: 'method-not-allowed', message: 'no' });
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body!)}`);
  });
});
