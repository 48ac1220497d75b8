import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { assertPublicAddresses, classifyAddress, isPublicAddress, PrivateAddressError } from './address-policy';
import { ANYCAST_SERVICE_BLOCKS, EXTRA_BLOCKS, IPV4_SPECIAL_PURPOSE, IPV6_SPECIAL_PURPOSE } from './special-purpose-registries';
import { REFUSED_IPV6_SAMPLES } from './testing';

type Verdict = 'refused' | 'allowed';
const R: Verdict = 'refused';
const A: Verdict = 'allowed';

/**
 * Every block of both registries and the extras, with the verdict expected (written by hand) for its
 * first, a middle and its last address. A middle address is the network address plus half the block.
 * Where first/middle/last fall into a more specific block, that block's verdict is expected.
 */
const TABLE: Record<string, [first: Verdict, middle: Verdict, last: Verdict]> = {
  // IPv4 registry
  '0.0.0.0/8': [R, R, R],
  '0.0.0.0/32': [R, R, R],
  '10.0.0.0/8': [R, R, R],
  '100.64.0.0/10': [R, R, R],
  '127.0.0.0/8': [R, R, R],
  '169.254.0.0/16': [R, R, R],
  '172.16.0.0/12': [R, R, R],
  '192.0.0.0/24': [R, R, R],
  '192.0.0.0/29': [R, R, R],
  '192.0.0.8/32': [R, R, R],
  '192.0.0.9/32': [R, R, R],
  '192.0.0.10/32': [R, R, R],
  '192.0.0.170/32': [R, R, R],
  '192.0.0.171/32': [R, R, R],
  '192.0.2.0/24': [R, R, R],
  '192.31.196.0/24': [R, R, R],
  '192.52.193.0/24': [R, R, R],
  '192.88.99.0/24': [R, R, R],
  '192.88.99.2/32': [R, R, R],
  '192.168.0.0/16': [R, R, R],
  '192.175.48.0/24': [R, R, R],
  '198.18.0.0/15': [R, R, R],
  '198.51.100.0/24': [R, R, R],
  '203.0.113.0/24': [R, R, R],
  '240.0.0.0/4': [R, R, R],
  '255.255.255.255/32': [R, R, R],
  // IPv6 registry
  '::1/128': [R, R, R],
  '::/128': [R, R, R],
  // judged by the embedded IPv4: 0.0.0.0 and 255.255.255.255 refused, 128.0.0.0 public
  '::ffff:0:0/96': [R, A, R],
  '64:ff9b::/96': [R, A, R],
  '64:ff9b:1::/48': [R, R, R],
  '100::/64': [R, R, R],
  '100:0:0:1::/64': [R, R, R],
  '2001::/23': [R, R, R],
  '2001::/32': [R, R, R],
  '2001:1::1/128': [R, R, R],
  '2001:1::2/128': [R, R, R],
  '2001:1::3/128': [R, R, R],
  '2001:2::/48': [R, R, R],
  '2001:3::/32': [R, R, R],
  '2001:4:112::/48': [R, R, R],
  '2001:10::/28': [R, R, R],
  '2001:20::/28': [A, A, A],
  '2001:30::/28': [A, A, A],
  '2001:db8::/32': [R, R, R],
  '2002::/16': [R, R, R],
  '2620:4f:8000::/48': [R, R, R],
  '3fff::/20': [R, R, R],
  '5f00::/16': [R, R, R],
  'fc00::/7': [R, R, R],
  'fe80::/10': [R, R, R],
  // extras
  '224.0.0.0/4': [R, R, R],
  '::/96': [R, R, R],
  '::ffff:0:0:0/96': [R, R, R],
  'fec0::/10': [R, R, R],
  'ff00::/8': [R, R, R],
};

function firstMiddleLast(cidr: string): [string, string, string] {
  const [network, prefix] = ipaddr.parseCIDR(cidr);
  const bytes = network.toByteArray();
  const first = ipaddr.fromByteArray(bytes).toString();
  const last = (network.kind() === 'ipv4' ? ipaddr.IPv4 : ipaddr.IPv6).broadcastAddressFromCIDR(cidr).toString();
  const middleBytes = [...bytes];
  if (prefix < bytes.length * 8) {
    const index = Math.floor(prefix / 8);
    middleBytes[index] = (middleBytes[index] ?? 0) | (0x80 >> (prefix % 8));
  }
  return [first, ipaddr.fromByteArray(middleBytes).toString(), last];
}

describe('IANA special-purpose registries, every entry', () => {
  const entries = [...IPV4_SPECIAL_PURPOSE, ...IPV6_SPECIAL_PURPOSE, ...EXTRA_BLOCKS];

  it('the table covers every block of the data module and nothing else', () => {
    expect(Object.keys(TABLE).sort()).toEqual(entries.map((entry) => entry.block).sort());
  });

  it.each(Object.entries(TABLE))('%s: first, middle and last address', (cidr, expected) => {
    const addresses = firstMiddleLast(cidr);
    const verdicts = addresses.map((address) => (isPublicAddress(address) ? A : R));
    expect(Object.fromEntries(addresses.map((address, index) => [address, verdicts[index]]))).toEqual(
      Object.fromEntries(addresses.map((address, index) => [address, expected[index]])),
    );
  });

  it('REFUSED_IPV6_SAMPLES (used by the whois and e2e tests) has one refused address in every refused IPv6 block', () => {
    const refusedV6 = entries.filter((entry) => entry.block.includes(':') && (entry.globallyReachable !== true || ANYCAST_SERVICE_BLOCKS.has(entry.block))).map((entry) => entry.block);
    expect(Object.keys(REFUSED_IPV6_SAMPLES).sort()).toEqual([...refusedV6, '64:ff9b::/96'].sort());
    for (const [block, address] of Object.entries(REFUSED_IPV6_SAMPLES)) {
      expect(classifyAddress(address), address).toMatchObject({ allowed: false, block: { block } });
    }
  });

  it('computes first/middle/last as documented', () => {
    expect(firstMiddleLast('10.0.0.0/8')).toEqual(['10.0.0.0', '10.128.0.0', '10.255.255.255']);
    expect(firstMiddleLast('3fff::/20')).toEqual(['3fff::', '3fff:800::', '3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff']);
    expect(firstMiddleLast('192.0.0.9/32')).toEqual(['192.0.0.9', '192.0.0.9', '192.0.0.9']);
  });
});

describe('isPublicAddress', () => {
  it.each([
    // the findings
    '::7f00:1', '::127.0.0.1', '::10.0.0.1', '::8.8.8.8', '::808:808', '::ffff:0:7f00:1', '::ffff:0:8.8.8.8', '3fff::1', '3fff:fff::1',
    // embedding forms whose IPv4 address is refused
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::FFFF:7F00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '64:ff9b::a00:1', '64:ff9b::127.0.0.1',
    '64:ff9b::192.168.1.1',
    // refused whole whatever they embed
    '64:ff9b:1::808:808', '2002:808:808::1', '2002:7f00:1::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001::1',
    // anycast services (issue 24): PCP, TURN, AS112, AMT
    '192.0.0.9', '192.0.0.10', '192.31.196.1', '192.175.48.6', '192.52.193.8', '2620:4f:8000::1', '2001:3::1', '2001:4:112::1', '2001:1::1',
    // the rest of the old list
    '10.1.2.3', '127.0.0.1', '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '0.0.0.0', '224.0.0.1',
    '239.255.255.250', '255.255.255.255', '198.18.0.1', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'fec0::1', 'ff02::1',
    '2001:db8::1', '5f00::1', '100::1', '100:0:0:1::1',
    // outside 2000::/3, scoped, not a literal
    '4000::1', '1::1', 'e000::1', 'fe80::1%eth0', '2a00:1450::1%1', 'not-an-ip', '', '127.1', '0x7f.0.0.1', '[::1]',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8', '1.1.1.1', '93.184.216.34', '172.32.0.1', '100.128.0.1', '192.0.3.1', '198.20.0.1', '223.255.255.255',
    '2606:4700:4700::1111', '2a00:1450::1', '2001:4860:4860::8888', '3fff:1000::1', '::ffff:8.8.8.8', '64:ff9b::808:808', '64:ff9b::1.1.1.1',
  ])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('names the block that decided, and the embedded address', () => {
    expect(classifyAddress('::7f00:1')).toMatchObject({ allowed: false, block: { block: '::/96' } });
    expect(classifyAddress('::127.0.0.1')).toMatchObject({ allowed: false, block: { block: '::/96' } });
    expect(classifyAddress('::ffff:0:7f00:1')).toMatchObject({ allowed: false, block: { block: '::ffff:0:0:0/96' } });
    expect(classifyAddress('64:ff9b::a00:1')).toMatchObject({ allowed: false, embedded: '10.0.0.1', block: { block: '64:ff9b::/96' } });
    expect(classifyAddress('192.0.0.9')).toMatchObject({ allowed: false, block: { block: '192.0.0.9/32' }, reason: 'Port Control Protocol Anycast (an anycast service, not a host)' });
    expect(classifyAddress('::ffff:192.175.48.6')).toMatchObject({ allowed: false, embedded: '192.175.48.6' });
    expect(classifyAddress('2001:4:112::1')).toMatchObject({ allowed: false, block: { block: '2001:4:112::/48' } });
    expect(classifyAddress('192.0.0.8')).toMatchObject({ allowed: false, block: { block: '192.0.0.8/32' } });
  });

  it('assertPublicAddresses throws for a private address unless allowed (the tests-only switch)', () => {
    expect(() => assertPublicAddresses('evil.test', ['8.8.8.8', '10.0.0.1'], false)).toThrow(PrivateAddressError);
    expect(() => assertPublicAddresses('evil.test', ['2606:4700:4700::1111', '::7f00:1'], false)).toThrow(PrivateAddressError);
    expect(() => assertPublicAddresses('evil.test', ['10.0.0.1', '::7f00:1'], true)).not.toThrow();
    expect(() => assertPublicAddresses('ok.test', ['8.8.8.8', '2606:4700:4700::1111'], false)).not.toThrow();
  });
});
