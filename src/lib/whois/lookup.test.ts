import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TtlCache } from '@/lib/cache/ttl-cache';
import { REFUSED_IPV6_SAMPLES } from '@/lib/net/testing';
import { clearBootstrapCache } from './bootstrap';
import { WhoisTimeoutError, WhoisTooLargeError, WhoisUnavailableError, WhoisUnknownTldError } from './errors';
import { clearWhoisCache, lookupDomain, type WhoisDeps } from './lookup';
import { domainOfQuery, startHttpServer, startWhoisServer, type HttpTestServer, type WhoisTestServer } from './testing/servers';

const savedEnv = { ...process.env };
const open: Array<WhoisTestServer | HttpTestServer> = [];

async function whoisServer(answer: Parameters<typeof startWhoisServer>[0]) {
  const server = await startWhoisServer(answer);
  open.push(server);
  return server;
}
async function httpServer(handler: Parameters<typeof startHttpServer>[0]) {
  const server = await startHttpServer(handler);
  open.push(server);
  return server;
}

/** Fake DNS + dialer: named hosts resolve to the given addresses but the connection goes to loopback. */
function fakeNetwork(hosts: Record<string, { addresses: string[]; server?: WhoisTestServer }>): WhoisDeps & { resolved: string[] } {
  const resolved: string[] = [];
  return {
    resolved,
    resolve: async (host) => {
      resolved.push(host);
      const entry = hosts[host];
      if (!entry) throw new Error(`ENOTFOUND ${host}`);
      return entry.addresses;
    },
    dial: (host) => {
      const server = hosts[host]?.server;
      if (!server) throw new Error(`no test server for ${host}`);
      return { host: '127.0.0.1', port: server.port };
    },
  };
}

beforeEach(() => {
  process.env = { ...savedEnv, WHOIS_RDAP: 'off' };
  delete process.env.WHOIS_SERVER_OVERRIDE;
  delete process.env.RDAP_BOOTSTRAP_URL;
  clearWhoisCache();
  clearBootstrapCache();
});
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});
afterAll(() => {
  process.env = savedEnv;
});

const REGISTRY_THIN = (registrar: string) =>
  `   Domain Name: EXAMPLE.ZZ\n   Registrar: TEST REGISTRAR\n   Registrar WHOIS Server: ${registrar}\n   Creation Date: 2001-02-03T04:05:06Z\n   Domain Status: ok https://icann.org/epp#ok\n`;
const REGISTRAR = 'Domain Name: example.zz\nRegistrar: Test Registrar LLC\nRegistrar Registration Expiration Date: 2030-01-01T00:00:00Z\nName Server: ns1.example.zz\n';

describe('referrals (IANA root -> registry -> registrar)', () => {
  async function chain(registrarReferral: string, registrarAddresses = ['93.184.216.34']) {
    const registrar = await whoisServer(() => REGISTRAR + 'Registrar WHOIS Server: whois.fourth.zz\n');
    const fourth = await whoisServer(() => 'Domain Name: example.zz\n');
    const registry = await whoisServer(() => REGISTRY_THIN(registrarReferral));
    const root = await whoisServer(() => '% IANA WHOIS server\nrefer:        whois.verisign-grs.com\n\ndomain:       ZZ\n');
    process.env.WHOIS_ROOT_SERVER = `127.0.0.1:${root.port}`;
    const network = fakeNetwork({
      'whois.verisign-grs.com': { addresses: ['192.30.45.30'], server: registry },
      'whois.registrar.zz': { addresses: registrarAddresses, server: registrar },
      'whois.fourth.zz': { addresses: ['93.184.216.35'], server: fourth },
    });
    return { root, registry, registrar, fourth, network };
  }

  it('follows the IANA referral and the thin registry referral: 2 hops, not a third', async () => {
    const { root, registry, registrar, fourth, network } = await chain('whois.registrar.zz');
    const result = await lookupDomain('example.zz', network);
    expect(root.queries).toEqual(['example.zz']);
    expect(registry.queries).toEqual(['domain example.zz']); // Verisign's query format
    expect(registrar.queries).toEqual(['example.zz']);
    expect(fourth.queries).toEqual([]);
    expect(result.servers).toEqual(['127.0.0.1', 'whois.verisign-grs.com', 'whois.registrar.zz']);
    // the IANA answer is not shown; registry text, then the registrar's
    expect(result.text.startsWith(REGISTRY_THIN('whois.registrar.zz'))).toBe(true);
    expect(result.text).toContain('# whois.registrar.zz');
    expect(result.text).toContain(REGISTRAR);
    expect(result.text).not.toContain('IANA WHOIS server');
    expect(result.registered).toBe(true);
    expect(result.summary).toMatchObject({
      registrar: 'TEST REGISTRAR',
      created: '2001-02-03T04:05:06Z',
      expires: '2030-01-01T00:00:00Z',
      status: ['ok'],
      nameServers: ['ns1.example.zz'],
    });
  });

  it('refuses a referral loop (the registry naming itself)', async () => {
    const { registry, registrar, network } = await chain('whois.verisign-grs.com');
    const result = await lookupDomain('example.zz', network);
    expect(registry.queries).toHaveLength(1);
    expect(registrar.queries).toHaveLength(0);
    expect(result.notes.join()).toMatch(/referral loop/);
    expect(result.text).toBe(REGISTRY_THIN('whois.verisign-grs.com'));
  });

  it('refuses a referral host that resolves to a private address, unless WHOIS_ALLOW_PRIVATE=1', async () => {
    const { registrar, network } = await chain('whois.registrar.zz', ['10.0.0.7']);
    const refused = await lookupDomain('example.zz', network);
    expect(registrar.queries).toHaveLength(0);
    expect(refused.notes.join()).toMatch(/whois.registrar.zz refused: it resolves to a non-public address/);
    expect(refused.summary?.registrar).toBe('TEST REGISTRAR');

    clearWhoisCache();
    process.env.WHOIS_ALLOW_PRIVATE = '1';
    const allowed = await lookupDomain('example.zz', network);
    expect(registrar.queries).toHaveLength(1);
    expect(allowed.text).toContain(REGISTRAR);
  });

  it('refuses a private IANA referral with an error (there is nothing else to show)', async () => {
    const root = await whoisServer(() => 'refer: whois.internal.zz\n');
    process.env.WHOIS_ROOT_SERVER = `127.0.0.1:${root.port}`;
    const network = fakeNetwork({ 'whois.internal.zz': { addresses: ['192.168.1.10'] } });
    await expect(lookupDomain('example.zz', network)).rejects.toBeInstanceOf(WhoisUnavailableError);
  });

  it.each(Object.entries(REFUSED_IPV6_SAMPLES))('refuses a referral host whose address is in %s (%s): no connection, no address in the error', async (_block, address) => {
    const root = await whoisServer(() => 'refer: whois.internal.zz\n');
    process.env.WHOIS_ROOT_SERVER = `127.0.0.1:${root.port}`;
    const network = fakeNetwork({ 'whois.internal.zz': { addresses: ['93.184.216.34', address] } });
    const dialed: string[] = [];
    const dial = network.dial;
    network.dial = (host, target, port) => {
      dialed.push(`${host} ${target}`);
      return dial(host, target, port);
    };
    const failure = await lookupDomain('example.zz', network).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WhoisUnavailableError);
    expect(failure).toMatchObject({ status: 502, code: 'whois-unavailable', message: 'The whois server could not be reached. Please try again later.' });
    expect(dialed).toEqual([]);
    expect(network.resolved).toEqual(['whois.internal.zz']);
  });

  it('a registry that does not answer after the IANA referral is an error, not the IANA text', async () => {
    const registry = await whoisServer(() => null);
    const root = await whoisServer(() => 'refer: whois.nic.zz\n\ndomain: ZZ\norganisation: ZZ Registry\n');
    process.env.WHOIS_ROOT_SERVER = `127.0.0.1:${root.port}`;
    const network = fakeNetwork({ 'whois.nic.zz': { addresses: ['93.184.216.34'], server: registry } });
    await expect(lookupDomain('example.zz', network)).rejects.toMatchObject({ code: 'whois-unavailable' });
    expect(registry.queries).toEqual(['example.zz']);
  });

  it('an IANA referral back to the root is a loop and an error', async () => {
    const root = await whoisServer(() => 'refer: 127.0.0.1\n');
    process.env.WHOIS_ROOT_SERVER = `127.0.0.1:${root.port}`;
    await expect(lookupDomain('example.zz', fakeNetwork({}))).rejects.toMatchObject({ code: 'whois-unavailable' });
    expect(root.queries).toHaveLength(1);
  });

  it('an unknown TLD (IANA has no referral) is unknown-tld', async () => {
    const root = await whoisServer(() => '% This query returned 0 objects.\n');
    process.env.WHOIS_ROOT_SERVER = `127.0.0.1:${root.port}`;
    await expect(lookupDomain('example.zz', fakeNetwork({}))).rejects.toBeInstanceOf(WhoisUnknownTldError);
  });

  it('a failing registrar leaves the registry answer', async () => {
    const { registrar, network } = await chain('whois.registrar.zz');
    await registrar.close();
    const result = await lookupDomain('example.zz', network);
    expect(result.notes.join()).toMatch(/Referral to whois.registrar.zz failed/);
    expect(result.registered).toBe(true);
  });

  it('does not follow referrals of a not-found answer', async () => {
    const registry = await whoisServer(() => 'No match for "EXAMPLE.ZZ".\nRegistrar WHOIS Server: whois.registrar.zz\n');
    const root = await whoisServer(() => 'refer: whois.verisign-grs.com\n');
    process.env.WHOIS_ROOT_SERVER = `127.0.0.1:${root.port}`;
    const network = fakeNetwork({ 'whois.verisign-grs.com': { addresses: ['192.30.45.30'], server: registry } });
    const result = await lookupDomain('example.zz', network);
    expect(result.registered).toBe(false);
    expect(result.summary).toBeNull();
    expect(network.resolved).toEqual(['whois.verisign-grs.com']);
  });
});

describe('limits', () => {
  it('times out a server that never answers (WHOIS_TIMEOUT_MS)', async () => {
    const server = await whoisServer(() => 'stall');
    process.env.WHOIS_SERVER_OVERRIDE = `127.0.0.1:${server.port}`;
    process.env.WHOIS_TIMEOUT_MS = '150';
    await expect(lookupDomain('example.com')).rejects.toBeInstanceOf(WhoisTimeoutError);
  });

  it('refuses an answer over 1 MB and accepts one of exactly 1 MB', async () => {
    const size = 1024 * 1024;
    const server = await whoisServer((query) => Buffer.alloc(domainOfQuery(query) === 'big.com' ? size + 1 : size, 'a'));
    process.env.WHOIS_SERVER_OVERRIDE = `127.0.0.1:${server.port}`;
    await expect(lookupDomain('big.com')).rejects.toBeInstanceOf(WhoisTooLargeError);
    const exact = await lookupDomain('exact.com');
    expect(exact.text).toHaveLength(size);
  });

  it('a refused connection is whois-unavailable', async () => {
    const server = await whoisServer(() => 'x');
    await server.close();
    process.env.WHOIS_SERVER_OVERRIDE = `127.0.0.1:${server.port}`;
    await expect(lookupDomain('example.com')).rejects.toMatchObject({ code: 'whois-unavailable', status: 502 });
  });
});

describe('cache', () => {
  it('answers a repeated lookup from memory; failures are not cached', async () => {
    let fail = true;
    const server = await whoisServer(() => (fail ? null : 'Domain Name: cached.com\nRegistrar: R\n'));
    process.env.WHOIS_SERVER_OVERRIDE = `127.0.0.1:${server.port}`;
    await expect(lookupDomain('cached.com')).rejects.toBeInstanceOf(Error);
    fail = false;
    const first = await lookupDomain('cached.com');
    const second = await lookupDomain('cached.com');
    expect(first.cached).toBe(false);
    expect(second.cached).toBe(true);
    expect(second.text).toBe(first.text);
    expect(server.queries).toHaveLength(2);
  });

  it('concurrent lookups of one name share one query', async () => {
    const server = await whoisServer(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return 'Domain Name: same.com\n';
    });
    process.env.WHOIS_SERVER_OVERRIDE = `127.0.0.1:${server.port}`;
    await Promise.all([lookupDomain('same.com'), lookupDomain('same.com'), lookupDomain('same.com')]);
    expect(server.queries).toHaveLength(1);
  });

  it('TtlCache expires entries and drops the least recently used when full', () => {
    let now = 0;
    const cache = new TtlCache<string>({ maxEntries: 2, ttlMs: 3_600_000, now: () => now });
    cache.set('a', '1');
    cache.set('b', '2');
    expect(cache.get('a')).toBe('1');
    cache.set('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('1');
    now = 3_600_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});

describe('charsets', () => {
  it('decodes a non-UTF-8 answer with the server charset (Registro.br: ISO-8859-1)', async () => {
    const latin1 = Buffer.from('owner:       Jos\xe9 Concei\xe7\xe3o\r\nstatus:      published\r\n', 'latin1');
    const server = await whoisServer(() => latin1);
    process.env.WHOIS_SERVER_OVERRIDE = `127.0.0.1:${server.port}`;
    const result = await lookupDomain('exemplo.com.br');
    expect(result.text).toBe('owner:       José Conceição\r\nstatus:      published\r\n');
  });

  it('decodes TRABIS legacy answers as ISO-8859-9', async () => {
    const server = await whoisServer(() => Buffer.from([0x42, 0x69, 0x6c, 0x69, 0xfe, 0x69, 0x6d, 0x0a])); // "Bilişim"
    process.env.WHOIS_SERVER_OVERRIDE = `127.0.0.1:${server.port}`;
    expect((await lookupDomain('ornek.com.tr')).text).toBe('Bilişim\n');
  });
});

describe('RDAP first, port 43 as fallback', () => {
  const rdapDomain = {
    objectClassName: 'domain',
    ldhName: 'example.zz',
    handle: 'D1-ZZ',
    status: ['client transfer prohibited', 'active'],
    events: [
      { eventAction: 'registration', eventDate: '2001-02-03T04:05:06Z' },
      { eventAction: 'expiration', eventDate: '2031-02-03T04:05:06Z' },
      { eventAction: 'last changed', eventDate: '2024-05-06T07:08:09Z' },
    ],
    entities: [
      { roles: ['registrar'], handle: '9999', publicIds: [{ type: 'IANA Registrar ID', identifier: '9999' }], vcardArray: ['vcard', [['version', {}, 'text', '4.0'], ['fn', {}, 'text', 'Example Registrar, Inc.']]] },
    ],
    nameservers: [{ ldhName: 'NS1.EXAMPLE.ZZ' }, { ldhName: 'ns2.example.zz' }],
    notices: [{ title: 'Terms of Use', description: ['Be nice.'] }],
  };

  async function rdapSetup(answer: (path: string) => { status: number; body?: unknown }) {
    const http = await httpServer((path) => {
      if (path === '/dns.json') {
        return { status: 200, body: { version: '1.0', services: [[['zz'], [`${http.url}/rdap/`]]] } };
      }
      return answer(path);
    });
    process.env.WHOIS_RDAP = 'on';
    process.env.RDAP_BOOTSTRAP_URL = `${http.url}/dns.json`;
    const port43 = await whoisServer(() => 'Domain Name: example.zz\nRegistrar: From Port 43\n');
    process.env.WHOIS_SERVER_OVERRIDE = `127.0.0.1:${port43.port}`;
    return { http, port43 };
  }

  it('renders an RDAP answer as text with a summary', async () => {
    const { http, port43 } = await rdapSetup(() => ({ status: 200, body: rdapDomain }));
    const result = await lookupDomain('example.zz');
    expect(http.requests).toEqual(['/dns.json', '/rdap/domain/example.zz']);
    expect(port43.queries).toHaveLength(0);
    expect(result.source).toBe('rdap');
    expect(result.registered).toBe(true);
    expect(result.summary).toEqual({
      domain: 'example.zz',
      registrar: 'Example Registrar, Inc.',
      created: '2001-02-03T04:05:06Z',
      expires: '2031-02-03T04:05:06Z',
      updated: '2024-05-06T07:08:09Z',
      status: ['clientTransferProhibited', 'active'],
      nameServers: ['ns1.example.zz', 'ns2.example.zz'],
    });
    expect(result.text).toContain('Domain Name: EXAMPLE.ZZ\n');
    expect(result.text).toContain('Registrar: Example Registrar, Inc.\n');
    expect(result.text).toContain('Registrar IANA ID: 9999\n');
    expect(result.text).toContain('Domain Status: clientTransferProhibited\n');
    expect(result.text).toContain('Name Server: NS2.EXAMPLE.ZZ\n');
    expect(result.text).toContain('Terms of Use:\nBe nice.');
  });

  it('RDAP 404 is a not-registered result', async () => {
    const { port43 } = await rdapSetup(() => ({ status: 404, body: { errorCode: 404 } }));
    const result = await lookupDomain('free.zz');
    expect(result).toMatchObject({ registered: false, summary: null, source: 'rdap' });
    expect(result.text).toMatch(/^No match for "FREE.ZZ"/);
    expect(port43.queries).toHaveLength(0);
  });

  it.each([
    ['a server error', { status: 500, body: 'oops' }],
    ['a redirect', { status: 302, body: '' }],
    ['invalid JSON', { status: 200, body: '{not json' }],
  ])('RDAP failure (%s) falls back to port 43', async (_label, reply) => {
    const { port43 } = await rdapSetup(() => reply);
    const result = await lookupDomain('example.zz');
    expect(result.source).toBe('whois');
    expect(result.summary?.registrar).toBe('From Port 43');
    expect(port43.queries).toEqual(['example.zz']);
    expect(result.notes.join()).toMatch(/answered by port-43 whois instead/);
  });

  it('an RDAP timeout falls back to port 43', async () => {
    const { port43 } = await rdapSetup(() => ({ status: 200, body: rdapDomain }));
    process.env.WHOIS_TIMEOUT_MS = '200';
    // a bootstrap pointing to a server that accepts but never answers
    const stall = await whoisServer(() => 'stall');
    const boot = await httpServer(() => ({ status: 200, body: { services: [[['zz'], [`http://127.0.0.1:${stall.port}/`]]] } }));
    process.env.RDAP_BOOTSTRAP_URL = `${boot.url}/dns.json`;
    const result = await lookupDomain('example.zz');
    expect(result.source).toBe('whois');
    expect(port43.queries).toHaveLength(1);
    expect(stall.queries).toEqual(['GET /domain/example.zz HTTP/1.1']); // RDAP was asked, and never answered
  });

  it('a TLD missing from the bootstrap goes straight to port 43', async () => {
    const { http, port43 } = await rdapSetup(() => ({ status: 200, body: rdapDomain }));
    await lookupDomain('example.yy');
    expect(http.requests).toEqual(['/dns.json']);
    expect(port43.queries).toEqual(['example.yy']);
  });

  it('the shipped bootstrap snapshot knows the big registries', async () => {
    const { bootstrapIndex, rdapBaseFor } = await import('./bootstrap');
    const index = await bootstrapIndex(undefined, 1000);
    expect(rdapBaseFor(index, 'example.com')).toBe('https://rdap.verisign.com/com/v1/');
    expect(rdapBaseFor(index, 'example.org')).toBe('https://rdap.publicinterestregistry.org/rdap/');
    expect(rdapBaseFor(index, 'example.nl')).toBe('https://rdap.sidn.nl/');
    expect(rdapBaseFor(index, 'example.de')).toBeUndefined();
    expect(index.size).toBeGreaterThan(1000);
  });
});
