/**
 * For tests (unit and e2e): one representative address of every IPv6 block the address policy refuses,
 * keyed by the block as ./special-purpose-registries.ts writes it. address-policy.test.ts checks that
 * every refused IPv6 block has one and that each lands in its own block; the embedding blocks judged
 * by their IPv4 address carry a refused one (127.0.0.1, 169.254.169.254).
 */
export const REFUSED_IPV6_SAMPLES: Readonly<Record<string, string>> = {
  '::1/128': '::1',
  '::/128': '::',
  '::ffff:0:0/96': '::ffff:7f00:1',
  '64:ff9b::/96': '64:ff9b::a9fe:a9fe',
  '64:ff9b:1::/48': '64:ff9b:1::808:808',
  '100::/64': '100::1',
  '100:0:0:1::/64': '100:0:0:1::1',
  '2001::/23': '2001:100::1',
  '2001::/32': '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  '2001:1::1/128': '2001:1::1',
  '2001:1::2/128': '2001:1::2',
  '2001:1::3/128': '2001:1::3',
  '2001:2::/48': '2001:2::1',
  '2001:3::/32': '2001:3::1',
  '2001:4:112::/48': '2001:4:112::1',
  '2001:10::/28': '2001:10::1',
  '2001:db8::/32': '2001:db8::1',
  '2002::/16': '2002:7f00:1::1',
  '2620:4f:8000::/48': '2620:4f:8000::1',
  '3fff::/20': '3fff::1',
  '5f00::/16': '5f00::1',
  'fc00::/7': 'fd00::1',
  'fe80::/10': 'fe80::1',
  '::/96': '::7f00:1',
  '::ffff:0:0:0/96': '::ffff:0:7f00:1',
  'fec0::/10': 'fec0::1',
  'ff00::/8': 'ff02::1',
};
