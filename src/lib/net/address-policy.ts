import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import {
  ANYCAST_SERVICE_BLOCKS,
  EXTRA_BLOCKS,
  IPV4_SPECIAL_PURPOSE,
  IPV6_GLOBAL_UNICAST,
  IPV6_SPECIAL_PURPOSE,
  type SpecialPurposeBlock,
} from './special-purpose-registries';

/**
 * The one rule for addresses a server-side connection to a user-supplied host may reach (the whois
 * referral follower, the security scanner, anything else that dials a host it was given): an address
 * is refused unless it is globally reachable per the IANA Special-Purpose Address Registries
 * (./special-purpose-registries.ts). Parsing and prefix matching are ipaddr.js's.
 *
 * - The most specific registry block containing the address decides ("Globally Reachable" true:
 *   allowed; false, N/A or deprecated: refused), except the anycast service blocks
 *   (ANYCAST_SERVICE_BLOCKS: PCP/TURN anycast, AS112, AMT), which are refused though reachable: no
 *   host is there to scan. An IPv4 address in no block is public.
 * - IPv6 in no block is public only inside 2000::/3 (Global Unicast); the rest is unassigned.
 * - IPv6 forms that embed an IPv4 address. Two are judged by the embedded address, because a
 *   connection to them is a connection to that IPv4 host: IPv4-mapped ::ffff:0:0/96 (the socket
 *   speaks IPv4) and the NAT64 well-known prefix 64:ff9b::/96 (the translator forwards to it) —
 *   ::ffff:127.0.0.1 and 64:ff9b::a00:1 are refused, ::ffff:8.8.8.8 is allowed. The others are refused
 *   whole, whatever they embed: IPv4-compatible ::/96 and SIIT ::ffff:0:0:0/96 (deprecated or
 *   translator-internal, never a published server address; ::7f00:1 is ::127.0.0.1), local-use NAT64
 *   64:ff9b:1::/48, 6to4 2002::/16 and Teredo 2001::/32 (tunnels to an IPv4 host this guard cannot
 *   vouch for).
 * - Scoped addresses (with a %zone) and anything that is not a strict IPv4/IPv6 literal are refused.
 */
interface ParsedBlock {
  entry: SpecialPurposeBlock;
  network: ipaddr.IPv4 | ipaddr.IPv6;
  prefix: number;
}

function parseBlocks(entries: readonly SpecialPurposeBlock[]): ParsedBlock[] {
  return entries.map((entry) => {
    const [network, prefix] = ipaddr.parseCIDR(entry.block);
    return { entry, network, prefix };
  });
}

const ALL_BLOCKS = parseBlocks([...IPV4_SPECIAL_PURPOSE, ...IPV6_SPECIAL_PURPOSE, ...EXTRA_BLOCKS]);
const V4_BLOCKS = ALL_BLOCKS.filter((block) => block.network.kind() === 'ipv4');
const V6_BLOCKS = ALL_BLOCKS.filter((block) => block.network.kind() === 'ipv6');
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR(IPV6_GLOBAL_UNICAST);

/** Blocks judged by the IPv4 address in their last 32 bits. */
const JUDGED_BY_EMBEDDED_IPV4 = new Set(['::ffff:0:0/96', '64:ff9b::/96']);

export interface AddressVerdict {
  allowed: boolean;
  /** The most specific special-purpose block the address is in, if any. */
  block?: SpecialPurposeBlock;
  /** For IPv4-mapped and NAT64 addresses: the embedded IPv4 address that was judged. */
  embedded?: string;
  reason: string;
}

function mostSpecific(address: ipaddr.IPv4 | ipaddr.IPv6, blocks: ParsedBlock[]): ParsedBlock | undefined {
  let best: ParsedBlock | undefined;
  for (const block of blocks) {
    if (address.match(block.network, block.prefix) && (!best || block.prefix > best.prefix)) best = block;
  }
  return best;
}

function lastIPv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const [high = 0, low = 0] = address.parts.slice(6);
  return new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
}

/** The verdict of the most specific block an address is in. */
function judgeBlock(entry: SpecialPurposeBlock): AddressVerdict {
  if (ANYCAST_SERVICE_BLOCKS.has(entry.block)) return { allowed: false, block: entry, reason: `${entry.name} (an anycast service, not a host)` };
  return { allowed: entry.globallyReachable === true, block: entry, reason: entry.name };
}

function judgeIPv4(address: ipaddr.IPv4): AddressVerdict {
  const match = mostSpecific(address, V4_BLOCKS);
  if (!match) return { allowed: true, reason: 'public IPv4' };
  return judgeBlock(match.entry);
}

/**
 * ipaddr.js reads the deprecated IPv4-compatible form "::a.b.c.d" as the IPv4-mapped "::ffff:a.b.c.d"
 * (its "deprecatedTransitional" rule), so the same address written "::7f00:1" and "::127.0.0.1" would
 * land in different blocks. The WHATWG URL parser (RFC 4291 text forms) gives the canonical
 * hexadecimal form first: "::127.0.0.1" -> "::7f00:1".
 */
function canonicalIPv6(text: string): string {
  return new URL(`http://[${text}]/`).hostname.slice(1, -1);
}

/** The policy's verdict on one address literal, with the block that decided it (for logs and tests). */
export function classifyAddress(text: string): AddressVerdict {
  const family = isIP(text);
  if (family === 0 || text.includes('%')) return { allowed: false, reason: 'not an address literal' };
  const address = ipaddr.parse(family === 6 ? canonicalIPv6(text) : text);
  if (address.kind() === 'ipv4') return judgeIPv4(address as ipaddr.IPv4);
  const v6 = address as ipaddr.IPv6;
  const match = mostSpecific(v6, V6_BLOCKS);
  if (match && JUDGED_BY_EMBEDDED_IPV4.has(match.entry.block)) {
    const embedded = lastIPv4(v6);
    const inner = judgeIPv4(embedded);
    return { allowed: inner.allowed, block: match.entry, embedded: embedded.toString(), reason: `${match.entry.name} of ${embedded.toString()} (${inner.reason})` };
  }
  if (match) return judgeBlock(match.entry);
  if (!v6.match(GLOBAL_UNICAST)) return { allowed: false, reason: 'outside IPv6 Global Unicast (2000::/3)' };
  return { allowed: true, reason: 'public IPv6' };
}

export function isPublicAddress(address: string): boolean {
  return classifyAddress(address).allowed;
}

export class PrivateAddressError extends Error {
  constructor(readonly host: string, readonly address: string) {
    super(`Refusing to connect to ${host}: it resolves to a non-public address (${address}: ${classifyAddress(address).reason})`);
    this.name = 'PrivateAddressError';
  }
}

/**
 * Throws unless every address is public, or `allowPrivate` is set (test configurations only:
 * SCAN_ALLOW_PRIVATE=1, WHOIS_ALLOW_PRIVATE=1).
 */
export function assertPublicAddresses(host: string, addresses: readonly string[], allowPrivate: boolean): void {
  if (allowPrivate) return;
  for (const address of addresses) {
    if (!isPublicAddress(address)) throw new PrivateAddressError(host, address);
  }
}
