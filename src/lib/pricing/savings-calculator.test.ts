import { describe, expect, it } from 'vitest';
import { formatMoney } from './currency';
import {
  CALCULATOR_FEATURED_TLDS,
  bestSaving,
  calculateRow,
  calculatorPageCount,
  calculatorView,
  featuredDomains,
  findCalculatorDomain,
  parsePrice,
  showsCalculatorPagination,
  summaryValues,
  type CalculatorDomain,
} from './savings-calculator';

const domains: CalculatorDomain[] = [
  { tld: '.com', nonMemberPrice: '10.44', membershipPrice: '8.96' },
  { tld: '.be', nonMemberPrice: 6.99, membershipPrice: 5.5 },
  { tld: '.eu', nonMemberPrice: '6.49', membershipPrice: 'n/a' },
  { tld: '.net', nonMemberPrice: '1,212.64', membershipPrice: '1,000.00' },
  { tld: '.nl', nonMemberPrice: 5.99, membershipPrice: 5.99 },
  { tld: '.network', nonMemberPrice: 20, membershipPrice: 15 },
  { tld: '.co.uk', nonMemberPrice: 0, membershipPrice: 0 },
  { tld: '.dev', nonMemberPrice: 14, membershipPrice: 12 },
  { tld: '.app', nonMemberPrice: 16, membershipPrice: 13 },
  { tld: '.io', nonMemberPrice: 40, membershipPrice: 35 },
  { tld: '.shop', nonMemberPrice: 30, membershipPrice: 20 },
  { tld: '.xyz' },
];

describe('price parsing', () => {
  it('removes commas before numeric conversion', () => {
    expect(parsePrice('1,212.64')).toBe(1212.64);
    expect(parsePrice(8)).toBe(8);
  });
  it('gives null for missing or non-numeric prices', () => {
    expect(parsePrice(undefined)).toBeNull();
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
    expect(parsePrice(Number.NaN)).toBeNull();
    expect(parsePrice({})).toBeNull();
  });
});

describe('row calculation', () => {
  it('shows savings with 2 decimals and a rounded percent', () => {
    const row = calculateRow({ tld: '.com', nonMemberPrice: '10.44', membershipPrice: '8.96' });
    expect(row.nonMemberText).toBe('10.44');
    expect(row.memberText).toBe('8.96');
    expect(row.savings).toBe('1.48');
    expect(row.percent).toBe('14%');
  });
  it('shows a dash for a missing or non-numeric price and no savings', () => {
    const row = calculateRow({ tld: '.eu', nonMemberPrice: '6.49', membershipPrice: 'n/a' });
    expect(row.memberText).toBe('-');
    expect(row.savings).toBeNull();
    expect(row.percent).toBeNull();
    expect(calculateRow({ tld: '.xyz' }).nonMemberText).toBe('-');
  });
  it('shows a percent only when the non-member price is above 0', () => {
    const row = calculateRow({ tld: '.co.uk', nonMemberPrice: 0, membershipPrice: 0 });
    expect(row.savings).toBe('0.00');
    expect(row.percent).toBeNull();
  });
});

describe('featured mode', () => {
  it('shows .nl .net .eu .be .com in that fixed order', () => {
    expect(CALCULATOR_FEATURED_TLDS).toEqual(['nl', 'net', 'eu', 'be', 'com']);
    expect(featuredDomains(domains).map((domain) => domain.tld)).toEqual(['.nl', '.net', '.eu', '.be', '.com']);
  });

  it('page 1 is the featured list; later pages are the full list in slices of 5 offset by one page', () => {
    const path = '/domains/domain-prices';
    expect(calculatorPageCount(domains.length)).toBe(1 + 3);
    expect(calculatorView(domains, { searchText: '', page: 1 }, path).rows.map((row) => row.tld)).toEqual([
      '.nl',
      '.net',
      '.eu',
      '.be',
      '.com',
    ]);
    expect(calculatorView(domains, { searchText: '', page: 2 }, path).rows.map((row) => row.tld)).toEqual([
      '.com',
      '.be',
      '.eu',
      '.net',
      '.nl',
    ]);
    expect(calculatorView(domains, { searchText: '', page: 3 }, path).rows.map((row) => row.tld)).toEqual([
      '.network',
      '.co.uk',
      '.dev',
      '.app',
      '.io',
    ]);
    const last = calculatorView(domains, { searchText: '', page: 99 }, path);
    expect(last.page).toBe(4);
    expect(last.rows.map((row) => row.tld)).toEqual(['.shop', '.xyz']);
  });

  it('shows pagination only on the domain-prices paths', () => {
    expect(showsCalculatorPagination('/domains/domain-prices')).toBe(true);
    expect(showsCalculatorPagination('/nl/domains/domain-prices-revamp/')).toBe(true);
    expect(showsCalculatorPagination('/')).toBe(false);
    expect(showsCalculatorPagination('/domains/domain-registration')).toBe(false);
    expect(calculatorView(domains, { searchText: '', page: 1 }, '/').showPagination).toBe(false);
    expect(calculatorView(domains, { searchText: '', page: 1 }, '/es/domains/domain-prices').showPagination).toBe(true);
  });

  it("says 'No matching domain found.' when the data is empty", () => {
    expect(calculatorView([], { searchText: '', page: 1 }, '/').message).toBe('No matching domain found.');
  });
});

describe('search mode', () => {
  it('trims, lowercases and ignores the leading dot; exact match first', () => {
    expect(findCalculatorDomain(domains, '  .NET ')?.match?.tld).toBe('.net');
  });
  it('falls back to the first TLD containing the text', () => {
    expect(findCalculatorDomain(domains, 'etw')?.match?.tld).toBe('.network');
    expect(findCalculatorDomain(domains, 'co')?.match?.tld).toBe('.com');
  });
  it('does nothing for empty text', () => {
    expect(findCalculatorDomain(domains, '   ')).toBeNull();
    expect(findCalculatorDomain(domains, '.')).toBeNull();
  });
  it('shows at most one match and resets to page 1', () => {
    const view = calculatorView(domains, { searchText: 'shop', page: 3 }, '/domains/domain-prices');
    expect(view.mode).toBe('search');
    expect(view.page).toBe(1);
    expect(view.rows.map((row) => row.tld)).toEqual(['.shop']);
    expect(view.showPagination).toBe(false);
  });
  it("shows 'No matching domain found.' when nothing matches", () => {
    const view = calculatorView(domains, { searchText: 'qqq', page: 1 }, '/');
    expect(view.rows).toEqual([]);
    expect(view.message).toBe('No matching domain found.');
  });
});

describe('summary sentence', () => {
  it('uses the TLD with the biggest saving, for 100 domains', () => {
    const rows = featuredDomains(domains).map(calculateRow);
    const best = bestSaving(rows);
    expect(best?.tld).toBe('.net');
    expect(summaryValues(best, (amount) => formatMoney(amount, 'EUR', 'en'))).toEqual({ tld: '.net', amount: '€21,264.00' });
  });
  it('is absent unless the saving is positive', () => {
    const rows = [calculateRow({ tld: '.nl', nonMemberPrice: 5.99, membershipPrice: 5.99 })];
    expect(bestSaving(rows)).toBeNull();
    expect(summaryValues(null, String)).toBeNull();
    expect(summaryValues(calculateRow({ tld: '.x', nonMemberPrice: 5, membershipPrice: 6 }), String)).toBeNull();
  });
});

describe('summary sentence figures', () => {
  it('a TLD without its dot gets one; the amount in the page language', () => {
    const row = calculateRow({ tld: 'nl', nonMemberPrice: 6, membershipPrice: 5 });
    expect(summaryValues(row, (amount) => formatMoney(amount, 'EUR', 'nl'))).toEqual({ tld: '.nl', amount: '€\u00a0100,00' });
  });
});
