/**
 * Abuse suite, network part (issue 18): the built site, with the private-address guard on
 * (SCAN_ALLOW_PRIVATE=0, WHOIS_ALLOW_PRIVATE=0), must refuse every IPv6 special-purpose range —
 * one representative address of each (src/lib/net/testing.ts), as a literal host and as the AAAA
 * answer of a scanned name — with the documented error, before any connection:
 *
 * - the scanner's routes (host availability, domain and connection security) answer 422
 *   private-address with a plain sentence, and the resolver sees only the A/AAAA questions of the
 *   refusal (no DNSSEC or TLSA follow-up, which the checks ask next to their connections); a
 *   listener on the loopback address embedded in the IPv4-mapped sample sees no connection;
 * - literal addresses are not host names: 400 invalid-host, and DNS is not asked;
 * - IDN hosts reach DNS as A-labels;
 * - the whois lookup refuses a referral to a loopback address: 502 whois-unavailable, with no
 *   server, address or port in the message (they are in the server log, one line).
 *
 * DNS comes from an in-process fake resolver on loopback (cheaper than the unbound test bed).
 */
import net from 'node:net';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyAddress } from '../src/lib/net/address-policy';
import { REFUSED_IPV6_SAMPLES } from '../src/lib/net/testing';
import { startFakeResolver, type FakeResolver } from '../src/lib/scanner/testing/fake-resolver';
import { startWhoisServer, type WhoisTestServer } from '../src/lib/whois/testing/servers';
import { startServer, type RunningServer } from './server';

const PRIVATE_ADDRESS = {
  success: false,
  code: 'private-address',
  message: 'This host resolves to a private or reserved address and cannot be scanned.',
};
const ROUTES = ['check-host-availability', 'check-domain-security', 'check-connection-security'] as const;

/** A loopback address of this run: the target of the IPv4-mapped sample, with listeners on 80 and 443. */
const trap = `127.${randomInt(100, 250)}.${randomInt(1, 250)}.${randomInt(2, 250)}`;
const trapHex = trap
  .split('.')
  .map(Number)
  .reduce<string[]>((groups, octet, index) => {
    if (index % 2 === 0) groups.push('');
    groups[groups.length - 1] += octet.toString(16).padStart(2, '0');
    return groups;
  }, [])
  .join(':');
const samples: Array<{ block: string; address: string; name: string }> = Object.entries({
  ...REFUSED_IPV6_SAMPLES,
  '::ffff:0:0/96': `::ffff:${trapHex}`,
  '::/96': `::${trapHex}`,
}).map(([block, address], index) => ({ block, address, name: `r${index}.abuse.test` }));

let resolver: FakeResolver;
let whois: WhoisTestServer;
let site: RunningServer;
const trapped: string[] = [];
const traps: net.Server[] = [];

beforeAll(async () => {
  for (const port of [80, 443]) {
    const server = net.createServer((socket) => {
      trapped.push(`${socket.remoteAddress} -> ${trap}:${port}`);
      socket.destroy();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, trap, resolve);
    });
    traps.push(server);
  }
  resolver = await startFakeResolver({
    ...Object.fromEntries(samples.map((sample) => [sample.name, { AAAA: [sample.address] }])),
    'v4.abuse.test': { A: [trap] },
    // Anycast services the registries call globally reachable: AS112 and PCP anycast.
    'anycast.abuse.test': { A: ['192.175.48.6', '192.0.0.9'] },
    'xn--bcher-kva.abuse.test': { AAAA: ['::1'] },
  });
  whois = await startWhoisServer(() => 'refer: 127.0.0.2\n\ndomain: ZZ\n');
  site = await startServer({
    SCAN_DNS_RESOLVER: `127.0.0.1:${resolver.port}`,
    SCAN_ALLOW_PRIVATE: '0',
    SCAN_RATE_LIMIT: '100000',
    SCAN_DNS_TIMEOUT_MS: '1500',
    SCAN_CHECK_TIMEOUT_MS: '1500',
    WHOIS_ROOT_SERVER: `127.0.0.1:${whois.port}`,
    WHOIS_RDAP: 'off',
    WHOIS_ALLOW_PRIVATE: '0',
    WHOIS_RATE_LIMIT: '1000',
  });
});

afterAll(async () => {
  await site?.stop();
  await whois?.close();
  await resolver?.close();
  await Promise.all(traps.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function scan(route: (typeof ROUTES)[number], query: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${site.url}/api/web-sec-tool/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function questionsFor(name: string): string[] {
  return resolver.questions.filter((question) => question.endsWith(` ${name}`) || question.includes(`.${name}`)).sort();
}

describe('scanner routes refuse every IPv6 special range (AAAA answers)', () => {
  it.each(samples)('$block ($address): 422 private-address on every route, no follow-up, no connection', async ({ address, name }) => {
    for (const route of ROUTES) {
      const { status, body } = await scan(route, name);
      expect({ route, status, body }).toEqual({ route, status: 422, body: PRIVATE_ADDRESS });
    }
    // each route asked A and AAAA once (the refusal); no DNSSEC/TLSA questions, which come with connections
    expect(questionsFor(name)).toEqual([`A ${name}`, `A ${name}`, `A ${name}`, `AAAA ${name}`, `AAAA ${name}`, `AAAA ${name}`]);
    expect(trapped).toEqual([]);
    // the server log names the address and its block, on one line per refusal
    const lines = site.output().split('\n').filter((line) => line.includes(`Refusing to connect to ${name}:`));
    expect(lines).toHaveLength(ROUTES.length);
    for (const line of lines) expect(line).toContain(`: ${classifyAddress(address).reason})`);
  });

  it('an A answer on loopback is refused the same way (and the trap listener works)', async () => {
    for (const route of ROUTES) expect((await scan(route, 'v4.abuse.test')).body).toEqual(PRIVATE_ADDRESS);
    expect(trapped).toEqual([]);
    const probe = net.connect(443, trap);
    await new Promise<void>((resolve) => probe.once('close', () => resolve()).once('error', () => resolve()));
    expect(trapped).toHaveLength(1);
    trapped.length = 0;
  });
});

describe('anycast service blocks (PCP, TURN, AS112, AMT) are refused though globally reachable', () => {
  it('an A answer in AS112 is refused on every route (the IPv6 ones are in the samples above)', async () => {
    for (const route of ROUTES) expect(await scan(route, 'anycast.abuse.test'), route).toEqual({ status: 422, body: PRIVATE_ADDRESS });
  });
});

describe('literal addresses and IDN hosts', () => {
  it.each(samples.flatMap(({ address }) => [address, `[${address}]`]))('the literal %s is no host name: 400 invalid-host, DNS not asked', async (literal) => {
    const before = resolver.questions.length;
    const { status, body } = await scan('check-host-availability', literal);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'invalid-host', message: 'Invalid host name' });
    expect(resolver.questions.length).toBe(before);
  });

  it('an IDN host goes to DNS as its A-label (and its ::1 answer is refused)', async () => {
    const { status, body } = await scan('check-connection-security', 'Bücher.abuse.test');
    expect(status).toBe(422);
    expect(body).toEqual(PRIVATE_ADDRESS);
    expect(resolver.questions.filter((question) => /bücher|bcher/i.test(question)).sort()).toEqual([
      'A xn--bcher-kva.abuse.test',
      'AAAA xn--bcher-kva.abuse.test',
    ]);
  });

  it('an invalid IDN host is the invalid-host 400', async () => {
    const { status, body } = await scan('check-host-availability', 'a\u200db.abuse.test');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'invalid-host' });
  });
});

describe('whois lookup', () => {
  // A referral names a host (no IPv6 literal) that the system resolver looks up, which a test cannot
  // point at IPv6 special addresses; src/lib/whois/lookup.test.ts refuses every IPv6 block through
  // the lookup's resolver seam. Here: the built route, end to end, with a loopback referral.
  it('refuses a referral to a loopback address: 502 whois-unavailable, no server, address or port shown', async () => {
    const response = await fetch(`${site.url}/api/whois`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domainName: 'example.zz' }),
    });
    expect(response.status).toBe(502);
    const body = await response.json();
    expect(body).toEqual({ success: false, code: 'whois-unavailable', message: 'The whois server could not be reached. Please try again later.' });
    expect(whois.queries).toEqual(['example.zz']);
    const lines = site.output().split('\n').filter((line) => line.includes('[whois] lookup of example.zz failed:'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Referral to 127.0.0.2 refused');
  });
});
