import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearWhoisCache } from '@/lib/whois/lookup';
import { resetWhoisRateLimiter } from '@/lib/whois/rate';
import { domainOfQuery, startWhoisServer, type WhoisTestServer } from '@/lib/whois/testing/servers';
import { POST } from './route';
import { socketHeaders } from '@/lib/http/testing';

const savedEnv = { ...process.env };
let server: WhoisTestServer;

function post(body: unknown, ip = '198.51.100.7') {
  return POST(
    new Request('http://localhost/api/whois', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...socketHeaders(ip) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

beforeEach(async () => {
  server = await startWhoisServer((query) => {
    const domain = domainOfQuery(query);
    if (domain.startsWith('free')) return `No match for "${domain.toUpperCase()}".\r\n`;
    if (domain.startsWith('slow')) return 'stall';
    return `Domain Name: ${domain}\r\nRegistrar: Example Registrar\r\nCreation Date: 2001-02-03\r\nName Server: ns1.example.net\r\n`;
  });
  process.env = { ...savedEnv, WHOIS_RDAP: 'off', WHOIS_SERVER_OVERRIDE: `127.0.0.1:${server.port}`, WHOIS_RATE_LIMIT: '1000' };
  clearWhoisCache();
  resetWhoisRateLimiter();
});
afterEach(async () => {
  await server.close();
});
afterAll(() => {
  process.env = savedEnv;
});

describe('POST /api/whois validation', () => {
  it.each([
    [{ domainName: '' }, 'domain-required'],
    [{}, 'domain-required'],
    [{ domainName: 'a'.repeat(256) }, 'domain-too-long'],
    [{ domainName: 'example' }, 'invalid-domain'],
    [{ domainName: 'my_site.com' }, 'invalid-domain'],
    [{ domainName: 'example.com.' }, 'invalid-domain'],
    [{ domainName: 'example.123' }, 'invalid-domain'],
    [{ domainName: '*.example.com' }, 'invalid-domain'],
    // UTS #46 refusals (issue 16): the Bidi rule, a disallowed code point
    [{ domainName: 'אa.com' }, 'invalid-domain'],
    [{ domainName: 'ex\uFFFDample.com' }, 'invalid-domain'],
  ])('%j -> 400 %s', async (body, code) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, code, message: code, fields: { domainName: code } });
    expect(server.queries).toHaveLength(0);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await post({ domainName: 'example.com', padding: 'x'.repeat(10_000) });
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('payload-too-large');
  });

  it('rejects a body that is not JSON', async () => {
    const response = await post('domainName=example.com');
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('invalid-json');
  });
});

describe('POST /api/whois lookups', () => {
  it('returns {success, message} with the whois text, plus summary and registered', async () => {
    const response = await post({ domainName: 'Example.com' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Domain Name: example.com\r\nRegistrar: Example Registrar\r\nCreation Date: 2001-02-03\r\nName Server: ns1.example.net\r\n',
      domain: 'example.com',
      registered: true,
      source: 'whois',
      cached: false,
      summary: { registrar: 'Example Registrar', created: '2001-02-03', nameServers: ['ns1.example.net'] },
    });
    const again = await (await post({ domainName: 'example.com' })).json();
    expect(again.cached).toBe(true);
    expect(server.queries).toEqual(['domain example.com']);
  });

  it('converts a Unicode name to punycode before asking', async () => {
    const body = await (await post({ domainName: 'bücher.com' })).json();
    expect(body.domain).toBe('xn--bcher-kva.com');
    expect(server.queries).toEqual(['domain xn--bcher-kva.com']);
  });

  it('reads ideographic full stops as dots and maps a final capital sigma to σ', async () => {
    expect((await (await post({ domainName: 'bücher。com' })).json()).domain).toBe('xn--bcher-kva.com');
    expect((await (await post({ domainName: 'ΤΕΣΤΣ.com' })).json()).domain).toBe('xn--qxa2aabc.com');
  });

  it('a not-registered name is a success with registered: false', async () => {
    const body = await (await post({ domainName: 'free-name.com' })).json();
    expect(body).toMatchObject({ success: true, registered: false, summary: null, message: 'No match for "FREE-NAME.COM".\r\n' });
  });

  it('a whois timeout is 504 with a message the UI shows', async () => {
    process.env.WHOIS_TIMEOUT_MS = '100';
    const response = await post({ domainName: 'slow.com' });
    expect(response.status).toBe(504);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.code).toBe('whois-timeout');
    expect(body.message).toMatch(/did not answer in time/);
  });

  it('limits requests per IP with 429 rate-limit-exceeded', async () => {
    process.env.WHOIS_RATE_LIMIT = '2';
    expect((await post({ domainName: 'a.com' })).status).toBe(200);
    expect((await post({ domainName: '' })).status).toBe(400);
    const limited = await post({ domainName: 'b.com' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ success: false, code: 'rate-limit-exceeded' });
    // another visitor is not affected
    expect((await post({ domainName: 'b.com' }, '203.0.113.9')).status).toBe(200);
  });
});
