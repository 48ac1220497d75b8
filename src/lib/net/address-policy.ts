import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side connection to a user-supplied host must never reach:
 * private, loopback, link-local, CGNAT, multicast, reserved, documentation, and IPv4-mapped/
 * translated forms of those. Used by the whois referral follower and the security scanner.
 */
const blocked = new BlockList();
const v4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved + broadcast
];
for (const [net, prefix] of v4) blocked.addSubnet(net, prefix, 'ipv4');
const v6: Array<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2001::', 23], // IETF protocol assignments (incl. Teredo, ORCHID)
  ['2002::', 16], // 6to4: embeds an arbitrary IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];
for (const [net, prefix] of v6) blocked.addSubnet(net, prefix, 'ipv6');

/** Extracts the IPv4 address embedded in ::ffff:a.b.c.d, ::a.b.c.d or 64:ff9b::/96 forms. */
function embeddedIPv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = lower.match(/^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted?.[1]) return dotted[1];
  const hex = lower.match(/^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (hex?.[1] && hex[2]) {
    const high = parseInt(hex[1], 16);
    const low = parseInt(hex[2], 16);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return null;
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family === 6) {
    const mapped = embeddedIPv4(address);
    if (mapped) return isPublicAddress(mapped);
    return !blocked.check(address, 'ipv6');
  }
  return false;
}

export class PrivateAddressError extends Error {
  constructor(readonly host: string, readonly address: string) {
    super(`Refusing to connect to ${host}: it resolves to a non-public address (${address})`);
    this.name = 'PrivateAddressError';
  }
}

/** Throws unless every address is public, or `allowPrivate` is set (test configurations only). */
export function assertPublicAddresses(host: string, addresses: readonly string[], allowPrivate: boolean): void {
  if (allowPrivate) return;
  for (const address of addresses) {
    if (!isPublicAddress(address)) throw new PrivateAddressError(host, address);
  }
}
