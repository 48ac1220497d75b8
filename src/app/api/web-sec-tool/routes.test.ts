import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { POST as availability } from './check-host-availability/route';
import { POST as domain } from './check-domain-security/route';
import { POST as email } from './check-email-security/route';
import { POST as saveEmail } from './save-email/route';
import { resetScanRateLimits } from '@/lib/scanner/api';
import { closeScannerStores, scannerStore } from '@/lib/scanner/store';

let ipCounter = 0;
function post(body: unknown, ip = `198.51.100.${++ipCounter}`): Request {
  return new Request('http://localhost/api/web-sec-tool/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-socket-address': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const report = {
  emailAddress: 'Visitor@Example.com',
  domainName: 'example.com',
  overallScore: 84,
  domSecScore: 50,
  connSecScore: 80,
  secOptionsScore: 100,
  emailSecScore: 100,
  hasSSL: false,
  hasDmarc: true,
};

beforeEach(() => {
  resetScanRateLimits();
  vi.stubEnv('DATA_DIR', mkdtempSync(path.join(os.tmpdir(), 'scanner-data-')));
  // A resolver that never answers: nothing in these tests may reach a real DNS server.
  vi.stubEnv('SCAN_DNS_RESOLVER', '127.0.0.1:9');
  vi.stubEnv('SCAN_DNS_TIMEOUT_MS', '200');
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await closeScannerStores();
});

describe('scan check routes: input', () => {
  it.each([['nope'], ['a.io'], ['not a host.com'], ['http://example.com/'], [42]])('rejects %j with Invalid host name', async (query) => {
    const response = await availability(post({ query }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, code: 'invalid-host', message: 'Invalid host name', fields: { query: 'Invalid host name' } });
  });

  it('rejects a missing query, bad JSON and oversized bodies', async () => {
    expect((await domain(post({}))).status).toBe(400);
    const bad = await domain(post('{"query":'));
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('invalid-json');
    const big = await domain(post({ query: 'example.com', pad: 'x'.repeat(10_000) }));
    expect(big.status).toBe(413);
  });

  it('rejects a malformed DKIM selector', async () => {
    const response = await email(post({ query: 'example.com', selector: 'bad selector!' }));
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('invalid-selector');
  });

  it('reports a DNS failure as a scan outcome (Unknown error in the UI)', async () => {
    const response = await availability(post({ query: 'example.com' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: false, code: 'UNKNOWN', message: 'UNKNOWN' });
  });
});

describe('scan rate limit', () => {
  it('answers 429 rate-limit-exceeded once an address has used its scans', async () => {
    vi.stubEnv('SCAN_RATE_LIMIT', '2');
    const ip = '203.0.113.77';
    expect((await availability(post({ query: 'x' }, ip))).status).toBe(400);
    expect((await availability(post({ query: 'x' }, ip))).status).toBe(400);
    const limited = await availability(post({ query: 'example.com' }, ip));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ success: false, code: 'rate-limit-exceeded', message: 'rate-limit-exceeded' });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another address is not affected.
    expect((await availability(post({ query: 'x' }, '203.0.113.78'))).status).toBe(400);
  });
});

describe('save-email', () => {
  it('stores the subscriber with newsletter consent and the report, idempotently', async () => {
    const first = await saveEmail(post(report));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true });
    const again = await saveEmail(post({ ...report, overallScore: 90 }));
    expect(await again.json()).toEqual({ success: true });

    const db = await scannerStore();
    const subscribers = await db.selectFrom('subscriber').selectAll().execute();
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0]).toMatchObject({ email: 'visitor@example.com', newsletter_consent: 1 });
    const reports = await db.selectFrom('scan_report').selectAll().execute();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ domain_name: 'example.com', overall_score: 90, has_ssl: 0, has_dmarc: 1 });
  });

  it('rejects an invalid email with the spec message and stores nothing', async () => {
    const response = await saveEmail(post({ ...report, emailAddress: 'a@b.c' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, code: 'invalid-input', message: 'Invalid email address' });
    const db = await scannerStore();
    expect(await db.selectFrom('subscriber').selectAll().execute()).toHaveLength(0);
  });

  it('rejects missing or out-of-range fields', async () => {
    const response = await saveEmail(post({ ...report, overallScore: 120, hasSSL: 'yes' }));
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toHaveProperty('overallScore');
  });
});
