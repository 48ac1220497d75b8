import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { siteServerGlobals } from '../server/site-server-globals';

/**
 * Who is asking: the key of every rate limit.
 *
 * The site's server (scripts/server/site-server.ts) puts the TCP peer's address in x-site-socket-address, with
 * its per-process secret (random, made at start, never sent anywhere) in x-site-socket-proof, and
 * drops any copy of either a client sent. The address is believed only next to that secret: under
 * plain `next start`, where nothing drops a client's copy, a forged header is ignored like any
 * other. Forwarded headers (X-Forwarded-For) are believed only as far as TRUSTED_PROXIES says:
 * - unset or 0: no proxy; the socket address is the client (X-Forwarded-For is ignored).
 * - a number N: N proxies in front (nginx alone: 1); the client is the address N hops back in
 *   X-Forwarded-For + socket — but only when the TCP peer is on a private or loopback address
 *   (PROXY_PEER_RANGES: where a proxy of one's own sits). A client that reaches the site's port
 *   directly from a public address is that address, whatever it forwards.
 * - CIDRs (comma separated, e.g. `10.0.0.0/8,127.0.0.1/32`): walking from the socket leftwards,
 *   addresses inside them are proxies; the first one outside is the client.
 * IPv6 clients are keyed by their /64 (one customer's network), so rotating addresses inside a
 * /64 does not escape a limit. Without a believed socket address (plain `next start`, unit tests
 * without it) the key is 'unknown': one shared bucket, never a value the client chose.
 */
export const SOCKET_ADDRESS_HEADER = 'x-site-socket-address';
/** What the functions here read of a request: Fetch's Headers, or the site server's view of Node's. */
export type HeaderSource = Pick<Headers, 'get'>;
export const SOCKET_PROOF_HEADER = 'x-site-socket-proof';

function socketSecret(): Buffer | undefined {
  const secret = siteServerGlobals().__siteSocketSecret;
  return typeof secret === 'string' && secret.length >= 32 ? Buffer.from(secret) : undefined;
}

/** The TCP peer's address, when the site's server vouches for it; undefined otherwise. */
function socketAddress(headers: HeaderSource): string | undefined {
  const secret = socketSecret();
  const proof = headers.get(SOCKET_PROOF_HEADER);
  if (!secret || !proof) return undefined;
  const given = Buffer.from(proof);
  if (given.length !== secret.length || !timingSafeEqual(given, secret)) return undefined;
  return normaliseAddress(headers.get(SOCKET_ADDRESS_HEADER) ?? undefined);
}

/**
 * Private and loopback ranges (RFC 1918, RFC 6598 shared space, loopback, IPv6 unique-local and
 * ::1): the only peers a hop count is believed from.
 */
const PROXY_PEER_RANGES = new BlockList();
for (const [network, prefix] of [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['100.64.0.0', 10], ['127.0.0.0', 8]] as const) PROXY_PEER_RANGES.addSubnet(network, prefix, 'ipv4');
PROXY_PEER_RANGES.addSubnet('fc00::', 7, 'ipv6');
PROXY_PEER_RANGES.addAddress('::1', 'ipv6');

export function isPrivatePeer(address: string): boolean {
  return PROXY_PEER_RANGES.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

export type TrustedProxies = { kind: 'none' } | { kind: 'count'; count: number } | { kind: 'cidrs'; list: BlockList };

export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const raw = (value ?? '').trim();
  if (!raw || raw === '0') return { kind: 'none' };
  if (/^\d+$/.test(raw)) {
    const count = Number(raw);
    if (count > 10) throw new Error(`TRUSTED_PROXIES=${raw}: more than 10 proxy hops is not a real set-up`);
    return { kind: 'count', count };
  }
  const list = new BlockList();
  for (const entry of raw.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address, prefixText] = entry.split('/');
    const family = isIP(address ?? '');
    if (!address || !family) throw new Error(`TRUSTED_PROXIES: '${entry}' is neither a hop count nor an address/CIDR`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    const prefix = prefixText === undefined ? (family === 6 ? 128 : 32) : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32)) throw new Error(`TRUSTED_PROXIES: bad prefix in '${entry}'`);
    list.addSubnet(address, prefix, type);
  }
  return { kind: 'cidrs', list };
}

let cached: { raw: string | undefined; parsed: TrustedProxies } | undefined;
function trustedProxiesFromEnv(): TrustedProxies {
  const raw = process.env.TRUSTED_PROXIES;
  if (!cached || cached.raw !== raw) cached = { raw, parsed: parseTrustedProxies(raw) };
  return cached.parsed;
}

/** '::ffff:1.2.3.4' → '1.2.3.4'; anything that is not an IP address → undefined. */
function normaliseAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let address = value.trim();
  if (address.startsWith('[') && address.includes(']')) address = address.slice(1, address.indexOf(']'));
  address = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) address = mapped[1]!;
  return isIP(address) ? address.toLowerCase() : undefined;
}

/** The rate-limit key for an address: IPv4 as is, IPv6 by its /64. */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...headParts, ...Array(8 - headParts.length - tailParts.length).fill('0'), ...tailParts] : headParts;
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group || '0', 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** Whether the TCP peer is a proxy TRUSTED_PROXIES names (a hop count: any private or loopback peer). */
function peerIsProxy(socket: string, trusted: TrustedProxies): boolean {
  if (trusted.kind === 'none') return false;
  if (trusted.kind === 'count') return trusted.count >= 1 && isPrivatePeer(socket);
  return trusted.list.check(socket, isIP(socket) === 6 ? 'ipv6' : 'ipv4');
}

/** The request came through a proxy TRUSTED_PROXIES names, so its forwarded headers may be read. */
export function fromTrustedProxy(headers: HeaderSource, trusted: TrustedProxies = trustedProxiesFromEnv()): boolean {
  const socket = socketAddress(headers);
  return socket !== undefined && peerIsProxy(socket, trusted);
}

export function clientAddress(headers: HeaderSource, trusted: TrustedProxies = trustedProxiesFromEnv()): string {
  const socket = socketAddress(headers);
  if (!socket) return 'unknown';
  if (trusted.kind === 'none' || !peerIsProxy(socket, trusted)) return socket;
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(-20);
  const chain = [...forwarded, socket];
  if (trusted.kind === 'count') {
    const candidate = chain[chain.length - 1 - trusted.count] ?? chain[0];
    return normaliseAddress(candidate) ?? socket;
  }
  for (let index = chain.length - 1; index >= 0; index--) {
    const address = normaliseAddress(chain[index]);
    if (!address) return socket;
    if (!trusted.list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')) return address;
  }
  return normaliseAddress(chain[0]) ?? socket;
}

/** The key the rate limiters use. */
export function clientKey(headers: HeaderSource): string {
  const address = clientAddress(headers);
  return address === 'unknown' ? address : addressKey(address);
}

/**
 * Whether the request reached the site over TLS: X-Forwarded-Proto says https and the TCP peer is a
 * proxy TRUSTED_PROXIES names (a client talking to the site directly cannot claim TLS). Its first
 * value is taken (the proxy that faced the client); a client forging it through an appending proxy
 * only gets Secure cookies it then cannot send over plain HTTP, harming no one else.
 */
export function arrivedOverHttps(headers: HeaderSource, trusted: TrustedProxies = trustedProxiesFromEnv()): boolean {
  if (!fromTrustedProxy(headers, trusted)) return false;
  const proto = (headers.get('x-forwarded-proto') ?? '').split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}
