import { describe, expect, it } from 'vitest';
import { readPricingData, readTldInfo } from './client';

describe('reading the big price lists', () => {
  it('keeps well-formed tld-info rows and drops others', () => {
    expect(
      readTldInfo({
        domains: [
          { tld: '.com', nonMemberPrice: 10.44, membershipPrice: '8.96', supremeMMPrice: null, extra: true },
          { tld: 7 },
          'junk',
          { tld: '.net', nonMemberPrice: { bad: 1 } },
        ],
      }),
    ).toEqual([
      { tld: '.com', nonMemberPrice: 10.44, membershipPrice: '8.96', nonMemberRenewPrice: undefined, membershipRenewPrice: undefined, supremeMMPrice: null },
      { tld: '.net', nonMemberPrice: undefined, membershipPrice: undefined, nonMemberRenewPrice: undefined, membershipRenewPrice: undefined, supremeMMPrice: undefined },
    ]);
    expect(() => readTldInfo({ domain: [] })).toThrow(/no domains/);
    expect(() => readTldInfo(null)).toThrow();
  });

  it('accepts pricing-data only when every row is well formed', () => {
    const row = { tld: '.com', currency: 'USD', registerFee: 10.44, transferFee: 10.44, renewalFee: 11.28, restoreFee: null };
    expect(readPricingData({ data: [row] })).toEqual([row]);
    expect(readPricingData({ data: [{ ...row, registerFee: '10.44' }] })).toBeNull();
    expect(readPricingData({ data: [{ ...row, restoreFee: undefined }] })).toBeNull();
    expect(readPricingData({ data: [{ ...row, currency: 1 }] })).toBeNull();
    expect(readPricingData({})).toBeNull();
  });
});
