/**
 * Integration tests on the real test bed (unbound + nginx on loopback). The test bed starts here and
 * stops after the file; when unbound, ldnsutils, nginx or openssl are missing, beforeAll throws and
 * every test fails with the install hint (CI installs them through .ci/run).
 */
import { scannerConfig, type ScannerConfig } from './config';
import { checkHostAvailability, fullScan, HostUnavailableError, PrivateAddressError, withScanContext, checkEmailSecurity } from './scan';
import { connectionScore, domainScore, emailScore, optionsScore, overallScore } from './scoring';
import { startTestbed, type Testbed } from '../../../testbed/testbed';
import { NXDOMAIN_HOST, SCENARIOS, SERVFAIL_HOST } from '../../../testbed/scenarios';
import { queryDns } from './dns';
import { resetScanRateLimits } from './api';
import { POST as availability } from '@/app/api/web-sec-tool/check-host-availability/route';
import { POST as domain } from '@/app/api/web-sec-tool/check-domain-security/route';
import { POST as connection } from '@/app/api/web-sec-tool/check-connection-security/route';
import { POST as email } from '@/app/api/web-sec-tool/check-email-security/route';
import { socketHeaders } from '@/lib/http/testing';

let testbed: Testbed;
let config: ScannerConfig;

beforeAll(async () => {
  testbed = await startTestbed();
  config = scannerConfig({ ...testbed.env, SCAN_CHECK_TIMEOUT_MS: '4000' });
}, 60_000);

afterAll(async () => {
  await testbed?.stop();
});

describe.each(SCENARIOS.map((scenario) => [scenario.host, scenario] as const))('scenario %s', (_host, scenario) => {
  it(`${scenario.title}: verdicts and scores`, async () => {
    const scan = await fullScan(config, scenario.host);
    const items = { ...scan.domain, ...scan.connection, ...scan.email };
    const verdicts = Object.fromEntries(Object.entries(items).map(([name, item]) => [name, item.success]));
    expect(verdicts).toEqual(scenario.expected.checks);
    for (const [name, reason] of Object.entries(scenario.expected.reasons ?? {})) {
      expect(items[name as keyof typeof items]?.reason, name).toBe(reason);
    }
    for (const item of Object.values(items)) {
      expect(item.explanation.length).toBeGreaterThan(10);
      expect(item.fix === null).toBe(item.success);
    }
    const scores = {
      domainSec: domainScore(scan.domain),
      connSec: connectionScore(scan.connection),
      secOptions: optionsScore(scan.connection),
      emailSec: emailScore(scan.email),
    };
    expect({ ...scores, overall: overallScore(scores) }).toEqual(scenario.expected.scores);
  });
});

describe('host availability', () => {
  it('a non-existent host is NXDOMAIN', async () => {
    const error = await withScanContext(config, (context) => checkHostAvailability(context, NXDOMAIN_HOST)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostUnavailableError);
    expect((error as HostUnavailableError).code).toBe('NXDOMAIN');
  });

  it('a host whose name server refuses is SERVFAIL', async () => {
    const error = await withScanContext(config, (context) => checkHostAvailability(context, SERVFAIL_HOST)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostUnavailableError);
    expect((error as HostUnavailableError).code).toBe('SERVFAIL');
  });

  it('a target resolving to a private address is refused unless SCAN_ALLOW_PRIVATE=1', async () => {
    const strict = scannerConfig({ ...testbed.env, SCAN_ALLOW_PRIVATE: '0' });
    const error = await withScanContext(strict, (context) => checkHostAvailability(context, 'perfect.test')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrivateAddressError);
    await expect(fullScan(strict, 'nohttps.test')).rejects.toBeInstanceOf(PrivateAddressError);
  });

  it('a bogus zone is still reachable for the scan (addresses are looked up with CD)', async () => {
    const result = await withScanContext(config, (context) => checkHostAvailability(context, 'expiredsig.test'));
    expect(result.ipv4).toEqual([testbed.addresses.good]);
  });

  it('the perfect host has both address families', async () => {
    const result = await withScanContext(config, (context) => checkHostAvailability(context, 'perfect.test'));
    expect(result).toEqual({ host: 'perfect.test', ipv4: [testbed.addresses.good], ipv6: ['::1'] });
  });
});

describe('DNS details', () => {
  it('the validating resolver sets AD for the signed tree and SERVFAILs the bogus zones', async () => {
    const options = { resolver: config.resolver, timeoutMs: 2000, dnssecOk: true };
    expect((await queryDns('perfect.test', 'A', options)).authenticated).toBe(true);
    expect((await queryDns('unsigned.test', 'A', options)).authenticated).toBe(false);
    expect((await queryDns('dsmismatch.test', 'A', options)).rcode).toBe('SERVFAIL');
    expect((await queryDns('dsmismatch.test', 'A', { ...options, checkingDisabled: true })).rcode).toBe('NOERROR');
  });

  it('names outside the test tree are answered locally (NXDOMAIN), never asked outside', async () => {
    const response = await queryDns('example.com', 'A', { resolver: config.resolver, timeoutMs: 2000 });
    expect(response.rcode).toBe('NXDOMAIN');
  });
});

describe('email details', () => {
  const email = (host: string, selector?: string) => withScanContext(config, (context) => checkEmailSecurity(context, host, selector));

  it('DKIM with a published selector passes; an unknown selector fails', async () => {
    expect((await email('perfect.test', 'sel1')).dkim).toMatchObject({ success: true, reason: 'ok' });
    expect((await email('perfect.test', 'nosuch')).dkim).toMatchObject({ success: false, reason: 'selector-missing' });
  });

  it('DMARC falls back to the organisational domain', async () => {
    const result = await email('www.perfect.test');
    expect(result.dmarc).toMatchObject({ success: true, reason: 'ok' });
    expect(result.dmarc.explanation).toContain('_dmarc.perfect.test');
  });
});

describe('API routes on the test bed', () => {
  const call = async (handler: (request: Request) => Promise<Response>, body: unknown) => {
    const response = await handler(
      new Request('http://localhost/api/web-sec-tool/x', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...socketHeaders('192.0.2.10') },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  beforeEach(() => {
    resetScanRateLimits();
    for (const [name, value] of Object.entries(testbed.env)) vi.stubEnv(name, value);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('check-host-availability answers the addresses, NXDOMAIN and SERVFAIL', async () => {
    expect(await call(availability, { query: 'perfect.test' })).toEqual({
      status: 200,
      json: { success: true, message: { host: 'perfect.test', ipv4: [testbed.addresses.good], ipv6: ['::1'] } },
    });
    expect(await call(availability, { query: NXDOMAIN_HOST })).toEqual({ status: 200, json: { success: false, code: 'NXDOMAIN', message: 'NXDOMAIN' } });
    expect(await call(availability, { query: SERVFAIL_HOST })).toEqual({ status: 200, json: { success: false, code: 'SERVFAIL', message: 'SERVFAIL' } });
  });

  it('refuses a private target with 422 private-address', async () => {
    vi.stubEnv('SCAN_ALLOW_PRIVATE', '0');
    const result = await call(connection, { query: 'perfect.test' });
    expect(result.status).toBe(422);
    expect(result.json).toMatchObject({ success: false, code: 'private-address' });
  });

  it('the three security checks answer every item with its flag and explanation', async () => {
    const [domainResult, connectionResult, emailResult] = await Promise.all([
      call(domain, { query: 'perfect.test' }),
      call(connection, { query: 'perfect.test' }),
      call(email, { query: 'perfect.test', selector: 'sel1' }),
    ]);
    expect(Object.keys(domainResult.json.message as object).sort()).toEqual(['dane', 'dnssec', 'ipv6']);
    expect(Object.keys(connectionResult.json.message as object).sort()).toEqual(
      ['contentSecurityPolicy', 'hsts', 'https', 'httpCompression', 'httpsRedirect', 'referrerPolicy', 'ssl', 'tls', 'xContentTypeOptions', 'xFrameOptions'].sort(),
    );
    expect(emailResult.json).toMatchObject({ success: true, message: { spf: { success: true }, dkim: { success: true }, dmarc: { success: true } } });
    for (const result of [domainResult, connectionResult]) {
      expect(result.json.success).toBe(true);
      for (const item of Object.values(result.json.message as Record<string, { success: boolean; explanation: string }>)) {
        expect(item.success).toBe(true);
        expect(item.explanation).toBeTruthy();
      }
    }
  });
});
