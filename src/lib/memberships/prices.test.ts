import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/pricing/currency';
import { BASIC_S_OFFER, CLASSIC_DISPLAY_PRICES, PLAN_YEARLY_PRICES, STATIC_PLAN_CARDS, tierPrices } from './catalogue';
import { isMembershipCouponPath, signUpWording } from './paths';
import { currencyForLocale } from '@/lib/pricing/currency';
import { monthlyFromYearly, monthlyFromYearlyRounded, monthlyPriceMap, priceIn, toPriceMap } from './prices';
import { MEMBERSHIP_TIERS, tierById } from './tiers';

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
    expect(monthlyPriceMap(PLAN_YEARLY_PRICES.basic)).toEqual({ USD: 4.16, EUR: 4.16, GBP: 3.33, INR: 208.25 });
  });
});

describe('price maps', () => {
  it('read CMS maps loosely: any key case, commas removed, non-numbers left out', () => {
    expect(toPriceMap({ usd: '49.99', EUR: 49.99, INR: '2,499', GBP: 'soon', RUB: 10, JPY: 5 })).toEqual({ USD: 49.99, EUR: 49.99, INR: 2499 });
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
    expect(currencyForLocale('en', 'RUB')).toBe('USD');
  });

  it('writes an India price in rupees', () => {
    expect(formatMoney(2499, 'INR', 'hi')).toBe('₹2,499.00');
  });
});

describe('catalogue', () => {
  it('yearly prices of Basic and Professional per currency', () => {
    expect(PLAN_YEARLY_PRICES).toEqual({
      basic: { USD: 49.99, EUR: 49.99, GBP: 39.99, INR: 2499 },
      professional: { USD: 999.99, EUR: 999.99, GBP: 799.99, INR: 49999 },
    });
  });

  it('static plan cards Basic S/M/L: $49.99/$199.99/$499.99, 100/500/2000 operations, ROI 6X/7X/12X', () => {
    expect(STATIC_PLAN_CARDS.map((card) => [card.name, card.prices.USD, card.domainOperations, card.roi])).toEqual([
      ['Basic S', 49.99, 100, '6X'],
      ['Basic M', 199.99, 500, '7X'],
      ['Basic L', 499.99, 2000, '12X'],
    ]);
    expect(BASIC_S_OFFER).toMatchObject({ percentOff: 60, price: { USD: 19.99 }, was: { USD: 49.99 }, endsOn: '2025-03-31' });
  });

  it('tiers have dollar prices; Basic S and Professional S also the plan prices of every currency', () => {
    expect(tierPrices(tierById('basic_s')!)).toEqual(PLAN_YEARLY_PRICES.basic);
    expect(tierPrices(tierById('professional_s')!)).toEqual(PLAN_YEARLY_PRICES.professional);
    expect(MEMBERSHIP_TIERS.filter((tier) => !['basic_s', 'professional_s'].includes(tier.id)).every((tier) => Object.keys(tierPrices(tier)).join() === 'USD')).toBe(true);
  });

  it("the older block's hard-coded display prices (reading (a): shown as they are)", () => {
    expect(CLASSIC_DISPLAY_PRICES.basic.USD).toEqual({ yearly: 4.99, monthly: 0.42, old: 49.99 });
    expect(CLASSIC_DISPLAY_PRICES.professional.USD).toEqual({ yearly: 999.99, monthly: 83.33, old: null });
    expect(CLASSIC_DISPLAY_PRICES.professional.EUR?.yearly).toBe(951.65);
    expect(CLASSIC_DISPLAY_PRICES.basic.GBP?.yearly).toBe(4.99);
    expect(CLASSIC_DISPLAY_PRICES.professional.GBP?.yearly).toBe(788.7);
    expect(CLASSIC_DISPLAY_PRICES.basic.INR?.yearly).toBe(430);
    expect(CLASSIC_DISPLAY_PRICES.professional.INR).toEqual({ yearly: 84897.92, monthly: 7147, old: null });
    // No EUR figure for Basic: that currency shows Price Unavailable.
    expect(CLASSIC_DISPLAY_PRICES.basic.EUR).toBeUndefined();
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
