import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from '@/lib/pricing/catalogue';
import { price } from '@/lib/pricing/test-helpers';
import { dealSearchKey, filterDeals, pageOf, showTrialCard, type DomainDeal } from './browser';
import { promotionsNow } from './clock';
import { domainDeals, pricedTlds } from './domain-deals';

const deal = (tld: string, kind: DomainDeal['deal'] = 'flash_sale', name = tld): DomainDeal => ({ deal: kind, tld, name, href: `/domains/tlds/${tld.slice(1)}`, image: null, prices: {} });

describe('promotions browser rules', () => {
  it("search ignores case, dots and spaces: '.C O M' finds com", () => {
    expect(dealSearchKey('.C O M')).toBe('com');
    const deals = [deal('.com'), deal('.co.uk', 'special_discounts'), deal('.xn--p1ai', 'flash_sale', '.рф'), deal('.shop')];
    expect(filterDeals(deals, { deal: 'all', search: '.C O M' }).map((d) => d.tld)).toEqual(['.com']);
    expect(filterDeals(deals, { deal: 'all', search: 'co' }).map((d) => d.tld)).toEqual(['.com', '.co.uk']);
    expect(filterDeals(deals, { deal: 'all', search: 'couk' }).map((d) => d.tld)).toEqual(['.co.uk']);
    expect(filterDeals(deals, { deal: 'all', search: 'РФ' }).map((d) => d.tld)).toEqual(['.xn--p1ai']);
    expect(filterDeals(deals, { deal: 'special_discounts', search: '' }).map((d) => d.tld)).toEqual(['.co.uk']);
    expect(filterDeals(deals, { deal: 'all', search: '   ' })).toHaveLength(4);
  });

  it('pages of 8, the page kept inside the range', () => {
    const items = Array.from({ length: 19 }, (_, index) => index);
    expect(pageOf(items, 1)).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7], page: 1, totalPages: 3 });
    expect(pageOf(items, 3).items).toEqual([16, 17, 18]);
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, totalPages: 1 });
  });

  it('the trial card shows only before its launch date, read from the one clock', () => {
    expect(showTrialCard('2027-03-01', new Date('2027-02-28T23:59:59Z'))).toBe(true);
    expect(showTrialCard('2027-03-01', new Date('2027-03-01T00:00:00Z'))).toBe(false);
    expect(showTrialCard(null, new Date(0))).toBe(false);
    expect(promotionsNow({ PROMOTIONS_NOW: '2024-04-10T12:00:00Z' }).toISOString()).toBe('2024-04-10T12:00:00.000Z');
    expect(promotionsNow({ PROMOTIONS_NOW: 'not a date' }).getFullYear()).toBeGreaterThan(2025);
  });

  it('domain deals: names looked up as TLDs (leading dot removed), unknown ones and those without a running promotion left out; the price view of every block', () => {
    const index = new CatalogueIndex(
      null,
      ['com', 'shop', 'nl', 'zz-test'].map((tld) => ({ tld, unicodeName: tld, kind: 'generic' as const })),
      [
        price('com', 'USD', 12),
        price('shop', 'USD', 30, { onGoingPromo: true, memberPromoPrice: 1.99, memberPromoPercentageOff: 66.6, memberPromoEndDate: '2099-12-31' }),
        price('shop', 'EUR', 27),
        price('nl', 'USD', 8),
      ],
      '2026-01-01',
    );
    const deals = domainDeals(index, { flash_sale: [{ promotion_name: 'shop' }, { promotion_name: '.COM' }, { promotion_name: 'nosuch' }], special_discounts: [{ promotion_name: '.nl' }] });
    // A flash-sale or special-discount card shows its discount, or it is not shown: .com and .nl run no promotion.
    expect(deals.map((d) => `${d.deal}:${d.tld}`)).toEqual(['flash_sale:.shop']);
    const shop = deals.find((d) => d.tld === '.shop');
    // Member 24 (80 % of 30), promotion 1.99: the percentage comes from the two prices (92), not the stored 66.6.
    expect(shop?.prices.USD).toMatchObject({ onPromo: true, member: { now: 1.99, regular: 24, off: 92, ends: '2099-12-31' }, nonMember: { now: 30, regular: 30, off: null } });
    expect(shop?.prices.EUR).toMatchObject({ onPromo: false, member: { off: null } });
    expect(deals[0]?.href).toBe('/domains/tlds/shop');
    expect(pricedTlds(index, ['com', 'shop'], { onPromotionOnly: true }).map((tld) => tld.tld)).toEqual(['.shop']);
    expect(pricedTlds(index, ['com', 'shop']).map((tld) => tld.tld)).toEqual(['.com', '.shop']);
  });
});

import { discountLabel, roundedPercentage, validUntilDate } from './display';

describe('discount display', () => {
  it("rounds the percentage, defaults to '50% Off', keeps a content label", () => {
    expect(roundedPercentage(69.5)).toBe(70);
    expect(roundedPercentage('74.4%')).toBe(74);
    expect(roundedPercentage('none')).toBeNull();
    const off = (percentage: number) => `${percentage}% Off`;
    expect(discountLabel(null, 69.5, off)).toBe('70% Off');
    expect(discountLabel('', undefined, off)).toBe('50% Off');
    expect(discountLabel(' Black Friday deal ', 30, off)).toBe('Black Friday deal');
    expect(discountLabel(null, '75', (percentage) => `${percentage} % de descuento`)).toBe('75 % de descuento');
  });

  it("'Valid until {day with ordinal} of {month} {year}', N/A without a date", () => {
    expect(validUntilDate('2027-12-31')).toBe('31st of December 2027');
    expect(validUntilDate('2025-03-02')).toBe('2nd of March 2025');
    expect(validUntilDate('2025-03-13')).toBe('13th of March 2025');
    expect(validUntilDate('2025-03-23')).toBe('23rd of March 2025');
    expect(validUntilDate(null)).toBe('N/A');
    expect(validUntilDate('soon')).toBe('N/A');
  });
});

import { FREE_COM_CUTOFF_DAY, hasDayArrived } from './clock';

describe('the free .com calculator date rule (one clock, Amsterdam time)', () => {
  it('flips at the start of 2024-04-11 in Amsterdam', () => {
    expect(hasDayArrived(FREE_COM_CUTOFF_DAY, new Date('2024-04-10T21:59:59Z'))).toBe(false);
    expect(hasDayArrived(FREE_COM_CUTOFF_DAY, new Date('2024-04-10T22:00:00Z'))).toBe(true);
    expect(hasDayArrived(FREE_COM_CUTOFF_DAY, new Date('2026-11-24T12:00:00Z'))).toBe(true);
  });
});
