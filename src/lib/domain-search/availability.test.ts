import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearBootstrapCache } from '@/lib/whois/bootstrap';
import { domainOfQuery, startWhoisServer, type WhoisReply, type WhoisTestServer } from '@/lib/whois/testing/servers';
import { checkAvailability, defaultAvailabilityDeps, resetAvailabilityState, type AvailabilityDeps } from './availability';
import { checkRows } from './search';
import { rdapRegistered, startDnsServer, startRdapServer, type DnsReply, type DnsTestServer, type RdapReply, type RdapTestServer } from './testing/fakes';
import type { SearchRow } from './types';

const savedEnv = { ...process.env };
const open: Array<{ close(): Promise<void> }> = [];

async function rdap(tlds: string[], answer: (domain: string) => RdapReply | Promise<RdapReply>): Promise<RdapTestServer> {
  const server = await startRdapServer(tlds, answer);
  open.push(server);
  process.env.RDAP_BOOTSTRAP_URL = `${server.url}/dns.json`;
  process.env.WHOIS_RDAP = 'on';
  return server;
}
async function whois(answer: (domain: string) => WhoisReply | Promise<WhoisReply>): Promise<WhoisTestServer> {
  const server = await startWhoisServer((query) => answer(domainOfQuery(query)));
  open.push(server);
  process.env.WHOIS_SERVER_OVERRIDE = `127.0.0.1:${server.port}`;
  return server;
}
async function dns(answer: (name: string) => DnsReply): Promise<DnsTestServer> {
  const server = await startDnsServer(answer);
  open.push(server);
  process.env.DOMAIN_SEARCH_DNS = 'on';
  process.env.DOMAIN_SEARCH_DNS_RESOLVER = `127.0.0.1:${server.port}`;
  return server;
}

const NOT_FOUND = (domain: string) => `No match for "${domain.toUpperCase()}".\r\n`;
const REGISTERED = (domain: string) => `Domain Name: ${domain.toUpperCase()}\r\nRegistrar: Test Registrar\r\nCreation Date: 2001-02-03T04:05:06Z\r\nName Server: NS1.EXAMPLE.NET\r\n`;

beforeEach(() => {
  process.env = { ...savedEnv, WHOIS_RDAP: 'off', WHOIS_ALLOW_PRIVATE: '1', DOMAIN_SEARCH_DNS: 'off', DOMAIN_SEARCH_TIMEOUT_MS: '800' };
  for (const key of ['WHOIS_SERVER_OVERRIDE', 'RDAP_BOOTSTRAP_URL', 'DOMAIN_SEARCH_DNS_RESOLVER', 'SCAN_DNS_RESOLVER']) delete process.env[key];
  resetAvailabilityState();
  clearBootstrapCache();
});
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});
afterAll(() => {
  process.env = savedEnv;
});

describe('RDAP registries', () => {
  it('404 is available, a domain object is taken', async () => {
    const server = await rdap(['zz'], (domain) => (domain.startsWith('free') ? { status: 404 } : { status: 200, body: rdapRegistered(domain) }));
    expect(await checkAvailability('free-name.zz')).toEqual({ domain: 'free-name.zz', status: 'available', source: 'rdap', cached: false });
    expect(await checkAvailability('shop.zz')).toEqual({ domain: 'shop.zz', status: 'taken', source: 'rdap', cached: false });
    expect(server.requests).toEqual(['/dns.json', '/rdap/zz/domain/free-name.zz', '/rdap/zz/domain/shop.zz']);
  });

  it('a registry that hangs is unknown (timeout) once the check deadline passes', async () => {
    await rdap(['zz'], () => 'hang');
    const result = await checkAvailability('slow.zz');
    expect(result).toMatchObject({ status: 'unknown', reason: 'timeout', source: 'none' });
  });

  it('429 is unknown (rate-limited) when no whois server can answer instead', async () => {
    await rdap(['zz'], () => ({ status: 429, body: { errorCode: 429 } }));
    expect(await checkAvailability('busy.zz')).toMatchObject({ status: 'unknown', reason: 'rate-limited' });
  });

  it('a broken RDAP answer (500, bad JSON) falls back to port 43', async () => {
    await rdap(['zz'], (domain) => (domain.startsWith('bad-json') ? { status: 200, body: '{not json' } : { status: 500 }));
    const port43 = await whois((domain) => (domain.startsWith('free') ? NOT_FOUND(domain) : REGISTERED(domain)));
    expect(await checkAvailability('free-1.zz')).toMatchObject({ status: 'available', source: 'whois' });
    expect(await checkAvailability('bad-json.zz')).toMatchObject({ status: 'taken', source: 'whois' });
    expect(port43.queries).toEqual(['free-1.zz', 'bad-json.zz']);
  });

  it('a broken RDAP answer with no whois server to ask is unknown (unreadable)', async () => {
    await rdap(['zz'], () => ({ status: 500 }));
    expect(await checkAvailability('x.zz')).toMatchObject({ status: 'unknown', reason: 'unreadable' });
  });
});

describe('port-43 registries', () => {
  it("uses the whois lookup's not-found detection: available, taken", async () => {
    await whois((domain) => (domain.startsWith('free') ? NOT_FOUND(domain) : REGISTERED(domain)));
    expect(await checkAvailability('free.zz')).toMatchObject({ status: 'available', source: 'whois' });
    expect(await checkAvailability('shop.zz')).toMatchObject({ status: 'taken', source: 'whois' });
  });

  it('a query-limit notice is unknown (rate-limited), an answer without registration data is unknown (unreadable)', async () => {
    await whois((domain) => (domain.startsWith('busy') ? 'WHOIS LIMIT EXCEEDED - SEE WWW.PIR.ORG/WHOIS FOR DETAILS\r\n' : `Domain Name: ${domain}\r\n`));
    expect(await checkAvailability('busy.zz')).toMatchObject({ status: 'unknown', reason: 'rate-limited' });
    expect(await checkAvailability('odd.zz')).toMatchObject({ status: 'unknown', reason: 'unreadable' });
  });

  it('slow (stalls) is unknown (timeout); broken (closes without a byte) is unknown (unreachable)', async () => {
    await whois((domain) => (domain.startsWith('slow') ? 'stall' : null));
    expect(await checkAvailability('slow.zz')).toMatchObject({ status: 'unknown', reason: 'timeout' });
    expect(await checkAvailability('broken.zz')).toMatchObject({ status: 'unknown', reason: 'unreachable' });
  });

  it('the listed registry server is resolved, checked by the address guard and dialled at the checked address', async () => {
    const server = await startWhoisServer((query) => NOT_FOUND(domainOfQuery(query)));
    open.push(server);
    const dialled: string[] = [];
    const deps: AvailabilityDeps = {
      ...defaultAvailabilityDeps,
      resolve: async (host) => (host === 'whois.domain-registry.nl' ? ['192.0.2.10'] : []),
      dial: (host, address, port) => {
        dialled.push(`${host} ${address}:${port}`);
        return { host: '127.0.0.1', port: server.port };
      },
    };
    expect(await checkAvailability('free.nl', { deps })).toMatchObject({ status: 'available', source: 'whois' });
    expect(dialled).toEqual(['whois.domain-registry.nl 192.0.2.10:43']);
    expect(server.queries).toEqual(['free.nl']);
  });
});

describe('the address guard on every registry connection', () => {
  it('refuses an RDAP server on a loopback address unless WHOIS_ALLOW_PRIVATE=1: nothing is sent', async () => {
    const server = await rdap(['zz'], () => ({ status: 404 }));
    process.env.WHOIS_ALLOW_PRIVATE = '0';
    expect(await checkAvailability('free.zz')).toMatchObject({ status: 'unknown', reason: 'unreachable' });
    expect(server.requests).toEqual(['/dns.json']);
  });

  it('refuses a whois server that resolves to a private address: no connection is made', async () => {
    process.env.WHOIS_ALLOW_PRIVATE = '0';
    const dialled: string[] = [];
    const deps: AvailabilityDeps = {
      ...defaultAvailabilityDeps,
      resolve: async () => ['10.0.0.5'],
      dial: (host) => {
        dialled.push(host);
        return { host: '127.0.0.1', port: 9 };
      },
    };
    expect(await checkAvailability('free.nl', { deps })).toMatchObject({ status: 'unknown', reason: 'unreachable' });
    expect(dialled).toEqual([]);
  });
});

describe('DNS as the fast first signal', () => {
  it('NS records mean taken without asking the registry; NXDOMAIN or silence goes on to the registry', async () => {
    const resolver = await dns((name) => (name.startsWith('delegated') ? ['ns1.example.net'] : name.startsWith('quiet') ? 'drop' : 'nxdomain'));
    process.env.DOMAIN_SEARCH_DNS_TIMEOUT_MS = '150';
    const server = await rdap(['zz'], () => ({ status: 404 }));
    expect(await checkAvailability('delegated.zz')).toMatchObject({ status: 'taken', source: 'dns' });
    expect(await checkAvailability('free.zz')).toMatchObject({ status: 'available', source: 'rdap' });
    expect(await checkAvailability('quiet.zz')).toMatchObject({ status: 'available', source: 'rdap' });
    expect(resolver.questions).toEqual(['delegated.zz NS', 'free.zz NS', 'quiet.zz NS']);
    expect(server.requests.filter((path) => path.includes('/domain/'))).toEqual(['/rdap/zz/domain/free.zz', '/rdap/zz/domain/quiet.zz']);
  });
});

describe('cache', () => {
  it('keeps answers for DOMAIN_SEARCH_CACHE_TTL_MS, never failures', async () => {
    let broken = true;
    const server = await rdap(['zz'], () => (broken ? { status: 429 } : { status: 404 }));
    expect(await checkAvailability('a.zz')).toMatchObject({ status: 'unknown' });
    broken = false;
    expect(await checkAvailability('a.zz')).toMatchObject({ status: 'available', cached: false });
    expect(await checkAvailability('a.zz')).toMatchObject({ status: 'available', cached: true });
    expect(server.requests.filter((path) => path.includes('/domain/'))).toHaveLength(2);
    process.env.DOMAIN_SEARCH_CACHE_TTL_MS = '1';
    resetAvailabilityState();
    await checkAvailability('a.zz');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await checkAvailability('a.zz')).toMatchObject({ cached: false });
  });
});

function pendingRows(domains: string[]): SearchRow[] {
  return domains.map((domain, i) => ({ id: `r${i}`, domain, display: domain, tld: '', kind: 'suggestion', price: null, status: 'pending' }));
}

describe('bounded concurrency and a hanging registry', () => {
  it('runs at most DOMAIN_SEARCH_REGISTRY_CONCURRENCY queries on one registry at once', async () => {
    process.env.DOMAIN_SEARCH_REGISTRY_CONCURRENCY = '2';
    process.env.DOMAIN_SEARCH_TIMEOUT_MS = '5000';
    let inFlight = 0;
    let peak = 0;
    await rdap(['zz'], async () => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 30));
      inFlight -= 1;
      return { status: 404 };
    });
    const results = [];
    for await (const result of checkRows(pendingRows(['a.zz', 'b.zz', 'c.zz', 'd.zz', 'e.zz']))) results.push(result);
    expect(results.map((r) => r.status)).toEqual(['available', 'available', 'available', 'available', 'available']);
    expect(peak).toBe(2);
  });

  it('runs at most DOMAIN_SEARCH_CONCURRENCY checks of one search at once', async () => {
    process.env.DOMAIN_SEARCH_CONCURRENCY = '3';
    let inFlight = 0;
    let peak = 0;
    await rdap(['aa', 'bb', 'cc', 'dd', 'ee', 'ff'], async () => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 30));
      inFlight -= 1;
      return { status: 404 };
    });
    const rows = pendingRows(['x.aa', 'x.bb', 'x.cc', 'x.dd', 'x.ee', 'x.ff']);
    let count = 0;
    for await (const _ of checkRows(rows)) count += 1;
    expect(count).toBe(6);
    expect(peak).toBe(3);
  });

  it('other registries answer first and in full; the hanging one costs one timeout, not one per name', async () => {
    process.env.DOMAIN_SEARCH_REGISTRY_CONCURRENCY = '1';
    const server = await rdap(['hang', 'ok'], (domain) => (domain.endsWith('.hang') ? 'hang' : { status: 404 }));
    const order: string[] = [];
    for await (const result of checkRows(pendingRows(['a.hang', 'b.hang', 'c.hang', 'a.ok', 'b.ok']))) order.push(`${result.id}:${result.status}:${result.reason ?? ''}`);
    // the two .ok names end before the first .hang timeout; the other .hang names end right after it
    expect(order.slice(0, 2).sort()).toEqual(['r3:available:', 'r4:available:']);
    expect(order.slice(2).sort()).toEqual(['r0:unknown:timeout', 'r1:unknown:timeout', 'r2:unknown:timeout']);
    expect(server.requests.filter((path) => path.includes('.hang'))).toEqual(['/rdap/hang/domain/a.hang']);
  });
});
