import englishMessages from '../../../messages/en/webSecTool.json';
import { availabilityError, missingGroups, randomDwell, runScan, SCAN_STEPS, whoisNameOf, type CallResult, type ScanApi } from './flow';

const item = (success: boolean) => ({ success, reason: success ? 'ok' : 'missing', explanation: 'x', fix: success ? null : 'y' });
const all = (keys: string[], success = true) => Object.fromEntries(keys.map((key) => [key, item(success)]));
const domain = all(['ipv6', 'dnssec', 'dane']);
const connection = all(['https', 'httpsRedirect', 'httpCompression', 'ssl', 'tls', 'hsts', 'xFrameOptions', 'xContentTypeOptions', 'contentSecurityPolicy', 'referrerPolicy']);
const email = all(['spf', 'dkim', 'dmarc']);

function api(overrides: Partial<Record<string, CallResult | null>> = {}): ScanApi & { calls: string[] } {
  const calls: string[] = [];
  const defaults: Record<string, CallResult | null> = {
    'check-host-availability': { status: 200, body: { success: true, message: { host: 'a.example', ipv4: ['192.0.2.1'], ipv6: [] } } },
    'check-domain-security': { status: 200, body: { success: true, message: domain } },
    'check-connection-security': { status: 200, body: { success: true, message: connection } },
    'check-email-security': { status: 200, body: { success: true, message: email } },
  };
  return {
    calls,
    async call(path) {
      calls.push(path);
      return path in overrides ? (overrides[path] ?? null) : (defaults[path] ?? null);
    },
  };
}

const noSleep = { dwell: { min: 1500, max: 5000 }, sleep: async () => undefined };

describe('availability errors', () => {
  it.each([
    [{ status: 200, body: { success: false, code: 'NXDOMAIN', message: 'NXDOMAIN' } }, 'nxdomain'],
    [{ status: 200, body: { success: false, code: 'SERVFAIL', message: 'SERVFAIL' } }, 'servfail'],
    [{ status: 200, body: { success: false, code: 'UNKNOWN', message: 'UNKNOWN' } }, 'unknown'],
    [{ status: 422, body: { success: false, code: 'private-address', message: 'no' } }, 'private'],
    [{ status: 429, body: { success: false, code: 'rate-limit-exceeded', message: 'rate-limit-exceeded' } }, 'rateLimit'],
    [{ status: 400, body: { success: false, code: 'invalid-host', message: 'Invalid host name' } }, 'invalidHost'],
    [{ status: 500, body: { success: false, code: 'internal-error', message: 'Server error' } }, 'server'],
    [{ status: 502, body: '<html>' }, 'server'],
    [null, 'server'],
  ] as const)('%j -> %s', (result, key) => {
    expect(availabilityError(result)).toBe(key);
  });

  it('has the spec texts to the letter in English (a private address is titled with the unknown error)', () => {
    expect(englishMessages.errors).toEqual({
      invalidHost: 'Invalid host name',
      nxdomain: 'Domain / Host does not exist',
      servfail: 'Host is down or unavailable',
      unknown: 'Unknown error',
      rateLimit: 'Too many requests. Please try later...',
      server: 'Server error',
    });
  });
});

describe('end states', () => {
  it('names the groups a partial scan could not check', () => {
    expect(missingGroups({ domain: null, connection: {} as never, email: null })).toEqual(['domainSec', 'emailSec']);
    expect(missingGroups({ domain: {} as never, connection: null, email: {} as never })).toEqual(['connSec', 'secOptions']);
  });
  it('looks up the domain, not the www host, in whois', () => {
    expect(whoisNameOf('www.example.com')).toBe('example.com');
    expect(whoisNameOf('shop.example.com')).toBe('shop.example.com');
    expect(whoisNameOf('www.com')).toBe('www.com');
  });
});

describe('randomDwell', () => {
  it('stays within the configured range', () => {
    expect(randomDwell({ min: 1500, max: 5000 }, () => 0)).toBe(1500);
    expect(randomDwell({ min: 1500, max: 5000 }, () => 0.999999)).toBe(5000);
    expect(randomDwell({ min: 0, max: 0 }, () => 0.5)).toBe(0);
  });
});

describe('runScan', () => {
  it('calls availability then the three checks in sequence, showing every step with a dwell', async () => {
    const steps: string[] = [];
    const dwells: number[] = [];
    const scanApi = api();
    const outcome = await runScan('a.example', scanApi, {
      dwell: { min: 1500, max: 5000 },
      onStep: (step) => steps.push(step),
      sleep: async (ms) => {
        dwells.push(ms);
      },
      random: () => 0.5,
    });
    expect(scanApi.calls).toEqual(['check-host-availability', 'check-domain-security', 'check-connection-security', 'check-email-security']);
    expect(steps).toEqual([...SCAN_STEPS]);
    expect(dwells).toEqual(Array(SCAN_STEPS.length).fill(3250));
    expect(outcome).toMatchObject({ ok: true, report: { scores: { domainSec: 100, connSec: 100, secOptions: 100, emailSec: 100, overall: 100 } } });
  });

  it('stops at a failed availability with its error key', async () => {
    const scanApi = api({ 'check-host-availability': { status: 200, body: { success: false, code: 'NXDOMAIN', message: 'NXDOMAIN' } } });
    expect(await runScan('a.example', scanApi, { ...noSleep, onStep: () => undefined })).toEqual({ ok: false, error: 'nxdomain' });
    expect(scanApi.calls).toEqual(['check-host-availability']);
  });

  it('keeps going when one security check fails, scoring it as zero', async () => {
    const scanApi = api({ 'check-connection-security': null });
    const outcome = await runScan('a.example', scanApi, { ...noSleep, onStep: () => undefined });
    expect(outcome).toMatchObject({ ok: true, report: { connection: null, scores: { connSec: 0, secOptions: 0, domainSec: 100, emailSec: 100, overall: 50 } } });
    expect(scanApi.calls).toHaveLength(4);
  });

  it('stops quietly when cancelled (input changed)', async () => {
    let cancel = false;
    const scanApi = api();
    const outcome = await runScan('a.example', scanApi, {
      ...noSleep,
      onStep: (step) => {
        if (step === 'domain') cancel = true;
      },
      cancelled: () => cancel,
    });
    expect(outcome).toBeNull();
    expect(scanApi.calls).toEqual(['check-host-availability', 'check-domain-security']);
  });
});
