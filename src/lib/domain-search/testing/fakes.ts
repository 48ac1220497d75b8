import http from 'node:http';
import { startLoopbackDns, type LoopbackDns } from '../../net/loopback-dns';
import { domainOfQuery, startWhoisServer, type WhoisReply } from '../../whois/testing/servers';
import { listenOnLoopback } from '@/lib/http/testing';

/**
 * Loopback registries for tests, e2e and the screenshot script: an RDAP server (with its
 * bootstrap), a port-43 whois server and a DNS server, each on 127.0.0.1 with a free port. They
 * answer only what the caller's rules say; nothing leaves the machine.
 */

/** An RDAP reply: a status with an optional JSON body, or 'hang' (accept, never answer). */
export type RdapReply = { status: number; body?: unknown } | 'hang';

export interface RdapTestServer {
  url: string;
  /** Request paths, in order ('/dns.json', '/rdap/com/domain/x.com'). */
  requests: string[];
  close(): Promise<void>;
}

/**
 * RDAP over HTTP: GET /dns.json is an RFC 9224 bootstrap naming this server for `tlds`;
 * GET /rdap/{tld}/domain/{name} is `answer(name)`.
 */
export async function startRdapServer(tlds: readonly string[], answer: (domain: string) => RdapReply | Promise<RdapReply>): Promise<RdapTestServer> {
  const requests: string[] = [];
  let url = '';
  const server = http.createServer(async (request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    if (path === '/dns.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      // one service per extension, as registries have (the check bounds queries per service)
      response.end(JSON.stringify({ version: '1.0', publication: '2026-11-27T00:00:00Z', services: tlds.map((tld) => [[tld], [`${url}/rdap/${tld}/`]]) }));
      return;
    }
    const match = path.match(/^\/rdap\/[^/]+\/domain\/([^/?#]+)$/);
    if (!match) {
      response.writeHead(404, { 'content-type': 'application/rdap+json' });
      response.end('{"errorCode":404}');
      return;
    }
    const reply = await answer(decodeURIComponent(match[1]!).toLowerCase());
    if (reply === 'hang') return;
    response.writeHead(reply.status, { 'content-type': 'application/rdap+json' });
    response.end(reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  });
  const listening = await listenOnLoopback(server);
  url = listening.url;
  return { url, requests, close: listening.close };
}

/** A registered domain as RDAP describes it (RFC 9083), enough for the whois reader. */
export function rdapRegistered(domain: string) {
  return {
    objectClassName: 'domain',
    ldhName: domain,
    status: ['active'],
    events: [
      { eventAction: 'registration', eventDate: '2004-03-01T00:00:00Z' },
      { eventAction: 'expiration', eventDate: '2030-03-01T00:00:00Z' },
    ],
    nameservers: [{ ldhName: 'ns1.example.net' }],
  };
}

/** A DNS reply: NS host names for the name (NOERROR), 'nxdomain', 'servfail' or 'drop' (no answer). */
export type DnsReply = string[] | 'nxdomain' | 'servfail' | 'drop';

export type DnsTestServer = LoopbackDns;

/** A UDP DNS server on 127.0.0.1 answering NS questions with `answer(name)`; other types get NOERROR and no records. Questions are recorded as 'name TYPE'. */
export function startDnsServer(answer: (name: string) => DnsReply): Promise<DnsTestServer> {
  return startLoopbackDns(
    (question) => {
      const reply = question.type === 'NS' ? answer(question.name.toLowerCase()) : [];
      if (reply === 'drop') return 'drop';
      if (reply === 'nxdomain') return { rcode: 'NXDOMAIN', answers: [] };
      if (reply === 'servfail') return { rcode: 'SERVFAIL', answers: [] };
      return { rcode: 'NOERROR', answers: reply.map((host) => ({ type: 'NS', name: question.name, ttl: 300, data: host })) };
    },
    (question) => `${question.name} ${question.type}`,
  );
}

// ---------------------------------------------------------------- one fake world for e2e and screenshots

/**
 * The registries of the e2e test and the screenshot script, by extension:
 * - .com (RDAP): 404, so available — except names DNS already knows (see below);
 * - .net (RDAP): registered, so taken;
 * - .io (RDAP): hangs, so unknown once the check's deadline passes;
 * - .org (RDAP): 429, then port 43 says "WHOIS LIMIT EXCEEDED", so unknown (rate-limited);
 * - .co (RDAP): 500, then port 43 answers a registered record, so taken;
 * - every other extension (port 43): not found, so available — except labels starting with
 *   'taken', which have a registered record.
 * DNS: example.com and names whose label starts with 'taken' are delegated (NS records, taken at
 * once); every other name is NXDOMAIN.
 */
export interface RegistryWorld {
  env: Record<string, string>;
  rdap: RdapTestServer;
  dns: DnsTestServer;
  whoisQueries: string[];
  close(): Promise<void>;
}

const labelOf = (domain: string) => domain.split('.')[0] ?? '';

export function worldWhoisReply(domain: string): WhoisReply {
  const tld = domain.slice(domain.indexOf('.') + 1);
  if (tld === 'org') return 'WHOIS LIMIT EXCEEDED - SEE WWW.PIR.ORG/WHOIS FOR DETAILS\r\n';
  if (tld === 'co' || labelOf(domain).startsWith('taken')) {
    return `Domain Name: ${domain.toUpperCase()}\r\nRegistrar: Loopback Registrar\r\nCreation Date: 2004-03-01T00:00:00Z\r\nRegistry Expiry Date: 2030-03-01T00:00:00Z\r\nName Server: NS1.EXAMPLE.NET\r\n`;
  }
  return `No match for "${domain.toUpperCase()}".\r\n>>> Last update of whois database: 2026-11-27T00:00:00Z <<<\r\n`;
}

export function worldRdapReply(domain: string): RdapReply {
  const tld = domain.slice(domain.indexOf('.') + 1);
  if (tld === 'io') return 'hang';
  if (tld === 'net') return { status: 200, body: rdapRegistered(domain) };
  if (tld === 'org') return { status: 429, body: { errorCode: 429, title: 'Too Many Requests' } };
  if (tld === 'co') return { status: 500, body: { errorCode: 500 } };
  return { status: 404, body: { errorCode: 404, title: 'Not Found' } };
}

export function worldDnsReply(name: string): DnsReply {
  return name === 'example.com' || labelOf(name).startsWith('taken') ? ['ns1.example.net', 'ns2.example.net'] : 'nxdomain';
}

export async function startRegistryWorld(): Promise<RegistryWorld> {
  const rdap = await startRdapServer(['com', 'net', 'io', 'org', 'co'], worldRdapReply);
  const whois = await startWhoisServer((query) => worldWhoisReply(domainOfQuery(query)));
  const dns = await startDnsServer(worldDnsReply);
  return {
    env: {
      RDAP_BOOTSTRAP_URL: `${rdap.url}/dns.json`,
      WHOIS_RDAP: 'on',
      WHOIS_SERVER_OVERRIDE: `127.0.0.1:${whois.port}`,
      WHOIS_ALLOW_PRIVATE: '1',
      DOMAIN_SEARCH_DNS_RESOLVER: `127.0.0.1:${dns.port}`,
    },
    rdap,
    dns,
    whoisQueries: whois.queries,
    async close() {
      await Promise.all([rdap.close(), whois.close(), dns.close()]);
    },
  };
}
