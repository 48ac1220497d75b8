import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/pricing/currency';
import { tierYearly } from './facts';
import { isMembershipCouponPath, signUpWording } from './paths';
import { currencyForLocale } from '@/lib/pricing/currency';
import { monthlyFromYearly, monthlyFromYearlyRounded, monthlyPriceMap, priceIn, toPriceMap } from './prices';
import { tierById } from './tiers';

describe('monthly from yearly (newer block: rounded down to two decimals)', () => {
  it.each([
    [49.99, 4.16],
    [999.99, 83.33],
    [39.99, 3.33],
    [799.99, 66.66],
    [2499, 208.25],
    [49999, 4166.58],
    [12, 1],
    [0.11, 0],
    [0, 0],
  ])('%f / 12 → %f', (yearly, monthly) => {
    expect(monthlyFromYearly(yearly)).toBe(monthly);
  });

  it('never rounds up, even where rounding to the nearest cent would', () => {
    // 199.99 / 12 = 16.6658…: nearest is 16.67, down is 16.66.
    expect(monthlyFromYearly(199.99)).toBe(16.66);
    expect(monthlyFromYearlyRounded(199.99)).toBe(16.67);
    // The older block's figure: $4.99 a year is $0.42 a month.
    expect(monthlyFromYearlyRounded(4.99)).toBe(0.42);
  });

  it('maps every currency of a plan', () => {
    expect(monthlyPriceMap(tierYearly(tierById('basic_s')!))).toEqual({ USD: 4.16, EUR: 4.16, GBP: 3.33, INR: 208.25, RUB: 333.26 });
  });
});

describe('price maps', () => {
  it('read CMS maps loosely: any key case, commas removed, non-numbers left out', () => {
    expect(toPriceMap({ usd: '49.99', EUR: 49.99, INR: '2,499', GBP: 'soon', RUB: 10, JPY: 5 })).toEqual({ USD: 49.99, EUR: 49.99, INR: 2499, RUB: 10 });
    expect(toPriceMap('Free')).toEqual({});
    expect(toPriceMap(null)).toEqual({});
    expect(toPriceMap({ USD: -1 })).toEqual({});
  });

  it('a currency without a price is null (Price Unavailable), never another currency', () => {
    expect(priceIn({ USD: 49.99 }, 'EUR')).toBeNull();
    expect(priceIn({ USD: 49.99 }, 'USD')).toBe(49.99);
  });
});

describe('currency by language', () => {
  it('INR on /hi, EUR on /es and /nl, otherwise the selection (default USD)', () => {
    expect(currencyForLocale('hi')).toBe('INR');
    expect(currencyForLocale('hi', 'GBP')).toBe('INR');
    expect(currencyForLocale('es', 'USD')).toBe('EUR');
    expect(currencyForLocale('nl')).toBe('EUR');
    expect(currencyForLocale('en')).toBe('USD');
    expect(currencyForLocale('en', 'GBP')).toBe('GBP');
    expect(currencyForLocale('en', 'RUB')).toBe('RUB');
    expect(currencyForLocale('en', 'JPY')).toBe('USD');
  });

  it('writes an India price in rupees', () => {
    expect(tierYearly(tierById('basic_s')!).INR).toBe(2499);
    expect(formatMoney(2499, 'INR', 'hi')).toBe('₹2,499.00');
  });
});

describe('membership paths', () => {
  it('the coupon path and the sign-up wording of /membership-plans-new', () => {
    expect(isMembershipCouponPath('/membership-plans/coupons/memberships')).toBe(true);
    expect(isMembershipCouponPath('/membership-plans/coupons/memberships/')).toBe(true);
    expect(isMembershipCouponPath('/membership-plans')).toBe(false);
    expect(signUpWording('/membership-plans-new')).toBe('new');
    expect(signUpWording('/membership-plans')).toBe('plans');
    expect(signUpWording('/')).toBe('plans');
  });
});
