import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { POST as availability } from './check-host-availability/route';
import { POST as domain } from './check-domain-security/route';
import { POST as email } from './check-email-security/route';
import { POST as connection } from './check-connection-security/route';
import { POST as saveEmail } from './save-email/route';
import { resetScanRateLimits } from '@/lib/scanner/api';
import { startFakeResolver } from '@/lib/scanner/testing/fake-resolver';
import { closeMailStores, mailStore } from '@/lib/mail/service';
import { closeScannerStores, recordScanResult, scannerStore } from '@/lib/scanner/store';
import { closeSubscriptionStores, subscriptionStore } from '@/lib/subscriptions/service';
import { socketHeaders } from '@/lib/http/testing';
import { sampleReportRequest } from '@/lib/scanner/testing/report';

let ipCounter = 0;
function post(body: unknown, ip = `198.51.100.${++ipCounter}`): Request {
  return new Request('http://localhost/api/web-sec-tool/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...socketHeaders(ip) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

// the address in another case: the store keeps it lowercased
const report = { ...sampleReportRequest, emailAddress: 'Visitor@Example.com' };

beforeEach(() => {
  resetScanRateLimits();
  vi.stubEnv('DATA_DIR', mkdtempSync(path.join(os.tmpdir(), 'scanner-data-')));
  // A resolver that never answers: nothing in these tests may reach a real DNS server.
  vi.stubEnv('SCAN_DNS_RESOLVER', '127.0.0.1:9');
  vi.stubEnv('SCAN_DNS_TIMEOUT_MS', '200');
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all([closeScannerStores(), closeSubscriptionStores(), closeMailStores()]);
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

/** The fake resolver of src/lib/scanner/testing as SCAN_DNS_RESOLVER; `records`: name -> AAAA addresses. */
async function fakeResolver(records: Record<string, string[]> = {}) {
  const resolver = await startFakeResolver(Object.fromEntries(Object.entries(records).map(([name, aaaa]) => [name, { AAAA: aaaa }])));
  vi.stubEnv('SCAN_DNS_RESOLVER', `127.0.0.1:${resolver.port}`);
  return resolver;
}

describe('scan check routes: IDN hosts and non-public addresses', () => {
  it('asks DNS for the A-label of an IDN host, never the raw UTF-8 name', async () => {
    const dns = await fakeResolver();
    try {
      const response = await availability(post({ query: 'Bücher.example' }));
      expect(await response.json()).toEqual({ success: false, code: 'NXDOMAIN', message: 'NXDOMAIN' });
      expect(dns.questions.sort()).toEqual(['A xn--bcher-kva.example', 'AAAA xn--bcher-kva.example']);
    } finally {
      await dns.close();
    }
  });

  it.each([['a\u200db.example'], ['\u05d0a.example'], ['xn--zz.example'], ['bad_näme.example']])(
    'refuses the invalid IDN %j with the invalid-host 400 and asks DNS nothing',
    async (query) => {
      const dns = await fakeResolver();
      try {
        const response = await availability(post({ query }));
        expect(response.status).toBe(400);
        expect((await response.json()).code).toBe('invalid-host');
        expect(dns.questions).toEqual([]);
      } finally {
        await dns.close();
      }
    },
  );

  it('refuses a host whose AAAA is IPv4-compatible (::7f00:1) with 422 private-address and a plain sentence', async () => {
    const dns = await fakeResolver({ 'compat.example': ['::7f00:1'] });
    try {
      for (const route of [availability, domain]) {
        const response = await route(post({ query: 'compat.example' }));
        expect(response.status).toBe(422);
        const body = await response.json();
        expect(body).toEqual({ success: false, code: 'private-address', message: 'This host resolves to a private or reserved address and cannot be scanned.' });
        expect(JSON.stringify(body)).not.toContain('7f00');
      }
    } finally {
      await dns.close();
    }
  });
});

describe('scan check texts', () => {
  it('name no errno code, address or port; the details go to the server log, one line each', async () => {
    const dns = await fakeResolver({ 'down.example': ['ff02::1'] });
    vi.stubEnv('SCAN_ALLOW_PRIVATE', '1');
    vi.stubEnv('SCAN_CHECK_TIMEOUT_MS', '400');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const response = await connection(post({ query: 'down.example' }));
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.message.https).toMatchObject({ success: false, reason: 'no-https', explanation: 'The server gives no HTTPS answer.' });
      expect(JSON.stringify(body)).not.toMatch(/E[A-Z]{4,}|ff02|:443|:80\b/);
      const lines = warn.mock.calls.map((call) => call.join(' '));
      expect(lines.some((line) => line.startsWith('[scanner] HTTPS check failed:'))).toBe(true);
      for (const line of lines) expect(line.split('\n')).toHaveLength(1);
    } finally {
      warn.mockRestore();
      await dns.close();
    }
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
  const checks = {
    ipv6: false, dnssec: true, dane: false,
    https: true, httpsRedirect: true, httpCompression: true, ssl: false, tls: true, hsts: true,
    xFrameOptions: true, xContentTypeOptions: true, contentSecurityPolicy: true, referrerPolicy: true,
    spf: true, dkim: true, dmarc: true,
  };
  /** What the site's own scan of example.com found (as the check routes record it). */
  async function scanned(host = 'example.com', verdicts: Record<string, boolean> = checks, at = new Date()) {
    const db = await scannerStore();
    const pick = (names: string[]) => Object.fromEntries(names.map((name) => [name, verdicts[name]!]));
    await recordScanResult(db, host, 'domain', pick(['ipv6', 'dnssec', 'dane']), at);
    await recordScanResult(db, host, 'connection', pick(['https', 'httpsRedirect', 'httpCompression', 'ssl', 'tls', 'hsts', 'xFrameOptions', 'xContentTypeOptions', 'contentSecurityPolicy', 'referrerPolicy']), at);
    await recordScanResult(db, host, 'email', pick(['spf', 'dkim', 'dmarc']), at);
  }

  it('signs the visitor up (pending, double opt-in), queues the report mail and stores the scores, idempotently', async () => {
    await scanned();
    const first = await saveEmail(post({ ...report, checks, locale: 'nl' }));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true });
    const again = await saveEmail(post({ ...report, overallScore: 84 }));
    expect(await again.json()).toEqual({ success: true });

    const subscriptions = await subscriptionStore();
    const subscribers = await subscriptions.list();
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0]).toMatchObject({ email: 'visitor@example.com', status: 'pending', source: 'scan-report', locale: 'en' });
    expect(subscribers[0]?.consent_text).toContain('monthly newsletter');
    const events = await subscriptions.events(subscribers[0]!.id);
    expect(events.map((event) => [event.event, event.locale])).toEqual([['requested', 'nl'], ['requested', 'en']]);
    expect(events[0]?.consent_text).toContain('maandelijkse nieuwsbrief');

    const mails = await (await mailStore()).list();
    expect(mails.map((mail) => [mail.kind, mail.status, mail.to_address, mail.locale])).toEqual([
      ['scan-report', 'pending', 'visitor@example.com', 'en'],
      ['scan-report', 'pending', 'visitor@example.com', 'nl'],
    ]);
    const dutch = mails[1]!;
    expect(dutch.subject).toBe('Je beveiligingsrapport voor example.com');
    expect(dutch.text_body).toContain('Totaalscore: 84 van 100');
    expect(dutch.text_body).toMatch(/- IPv6: Niet geslaagd\. /);
    expect(dutch.text_body).toMatch(/\/nl\/newsletter\/confirm\?token=/);
    expect(JSON.parse(dutch.headers_json)).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    const db = await scannerStore();
    const reports = await db.selectFrom('scan_report').selectAll().execute();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ email: 'visitor@example.com', domain_name: 'example.com', overall_score: 84, has_ssl: 0, has_dmarc: 1 });
  });

  it('mails the scan the site ran, whatever scores and verdicts the request claims', async () => {
    await scanned();
    const everythingPassed = Object.fromEntries(Object.keys(checks).map((name) => [name, true]));
    const response = await saveEmail(post({ ...report, overallScore: 100, domSecScore: 100, connSecScore: 100, emailSecScore: 100, hasSSL: true, checks: everythingPassed }));
    expect(response.status).toBe(200);
    const [mail] = await (await mailStore()).list();
    expect(mail!.text_body).toContain('Overall score: 84 out of 100');
    expect(mail!.text_body).toMatch(/- IPv6: Failed\. /);
    const [stored] = await (await scannerStore()).selectFrom('scan_report').selectAll().execute();
    expect(stored).toMatchObject({ overall_score: 84, has_ssl: 0 });
  });

  it('a host the site has not scanned in the last hour: 422 scan-required, nothing mailed or stored', async () => {
    await scanned('example.com', checks, new Date(Date.now() - 2 * 60 * 60_000));
    for (const domainName of ['example.com', 'never-scanned.example']) {
      const response = await saveEmail(post({ ...report, domainName }));
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ success: false, code: 'scan-required' });
    }
    expect(await (await subscriptionStore()).list()).toHaveLength(0);
    expect(await (await mailStore()).list()).toHaveLength(0);
  });

  it('at most 3 reports a day to one address, whichever clients ask', async () => {
    await scanned();
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await saveEmail(post({ ...report, emailAddress: attempt % 2 ? 'Target@Example.com' : 'target@example.com' }))).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await saveEmail(post({ ...report, emailAddress: 'someone.else@example.com' }))).status).toBe(200);
    expect(await (await mailStore()).list()).toHaveLength(4);
  });

  it('rejects an invalid email with the spec message and stores nothing', async () => {
    const response = await saveEmail(post({ ...report, emailAddress: 'a@b.c' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, code: 'invalid-input', message: 'Invalid email address' });
    expect(await (await subscriptionStore()).list()).toHaveLength(0);
    const db = await scannerStore();
    expect(await db.selectFrom('scan_report').selectAll().execute()).toHaveLength(0);
  });

  it('rejects missing or out-of-range fields', async () => {
    const response = await saveEmail(post({ ...report, overallScore: 120, hasSSL: 'yes' }));
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toHaveProperty('overallScore');
    expect((await saveEmail(post({ ...report, checks: { ...checks, bogus: true } }))).status).toBe(400);
    expect((await saveEmail(post({ ...report, locale: 'fr' }))).status).toBe(400);
  });
});
