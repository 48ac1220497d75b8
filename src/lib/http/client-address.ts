import { BlockList, isIP } from 'node:net';

/**
 * Who is asking: the key of every rate limit.
 *
 * The site's server (scripts/serve.mjs) puts the TCP peer's address in x-site-socket-address and
 * drops any copy a client sent, so that header is the one fact a client cannot forge. Forwarded
 * headers (X-Forwarded-For) are believed only as far as TRUSTED_PROXIES says:
 * - unset or 0: no proxy; the socket address is the client (X-Forwarded-For is ignored).
 * - a number N: N proxies in front (nginx alone: 1); the client is the address N hops back in
 *   X-Forwarded-For + socket.
 * - CIDRs (comma separated, e.g. `10.0.0.0/8,127.0.0.1/32`): walking from the socket leftwards,
 *   addresses inside them are proxies; the first one outside is the client.
 * IPv6 clients are keyed by their /64 (one customer's network), so rotating addresses inside a
 * /64 does not escape a limit. Without the socket header (plain `next start`, unit tests without
 * it) the key is 'unknown': one shared bucket, never a value the client chose.
 */
export const SOCKET_ADDRESS_HEADER = 'x-site-socket-address';

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

export function clientAddress(headers: Headers, trusted: TrustedProxies = trustedProxiesFromEnv()): string {
  const socket = normaliseAddress(headers.get(SOCKET_ADDRESS_HEADER) ?? undefined);
  if (!socket) return 'unknown';
  if (trusted.kind === 'none') return socket;
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
export function clientKey(headers: Headers): string {
  const address = clientAddress(headers);
  return address === 'unknown' ? address : addressKey(address);
}

/**
 * Whether the request reached the site over TLS: X-Forwarded-Proto says https and the TCP peer is a
 * proxy TRUSTED_PROXIES names (a client talking to the site directly cannot claim TLS). Its first
 * value is taken (the proxy that faced the client); a client forging it through an appending proxy
 * only gets Secure cookies it then cannot send over plain HTTP, harming no one else.
 */
export function arrivedOverHttps(headers: Headers, trusted: TrustedProxies = trustedProxiesFromEnv()): boolean {
  const socket = normaliseAddress(headers.get(SOCKET_ADDRESS_HEADER) ?? undefined);
  if (!socket || trusted.kind === 'none') return false;
  const peerIsProxy = trusted.kind === 'count' ? trusted.count >= 1 : trusted.list.check(socket, isIP(socket) === 6 ? 'ipv6' : 'ipv4');
  if (!peerIsProxy) return false;
  const proto = (headers.get('x-forwarded-proto') ?? '').split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}
