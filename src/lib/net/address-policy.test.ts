import { describe, expect, it } from 'vitest';
import { assertPublicAddresses, isPublicAddress, PrivateAddressError } from './address-policy';

describe('isPublicAddress', () => {
  it.each([
    '10.1.2.3', '127.0.0.1', '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1',
    '0.0.0.0', '224.0.0.1', '255.255.255.255', '198.18.0.1', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1',
    'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2001:db8::1', 'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2a00:1450::1'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('assertPublicAddresses throws for a private address unless allowed', () => {
    expect(() => assertPublicAddresses('evil.test', ['8.8.8.8', '10.0.0.1'], false)).toThrow(PrivateAddressError);
    expect(() => assertPublicAddresses('evil.test', ['10.0.0.1'], true)).not.toThrow();
  });
});
