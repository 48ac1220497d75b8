import { describe, expect, it } from 'vitest';
import {
  dynamicPricingView,
  filterByTld,
  paginate,
  pricingDataUrl,
  pricingErrorText,
  sortByPrice,
  TLD_TABLE_PAGE_SIZE,
  type PricingRecord,
} from './pricing-table';

function record(tld: string, registerFee: number | null): PricingRecord {
  return { tld, currency: 'USD', registerFee, transferFee: 1, renewalFee: 2, restoreFee: null };
}

const records = Array.from({ length: 40 }, (_unused, index) => record(`.t${index}`, index));
records.push(record('.com', 10.44), record('.net', 12.64));

describe('dynamic pricing table', () => {
  it('pages by 15 elsewhere', () => {
    const view = dynamicPricingView(records, { pathname: '/domains/domain-prices', featuredTlds: 'com,net', page: 2 });
    expect(view.pageSize).toBe(15);
    expect(view.rows.map((row) => row.tld)[0]).toBe('.t15');
    expect(view.pageCount).toBe(3);
    expect(view.showPagination).toBe(true);
  });

  it('shows only the featured TLDs on /domains/domain-transfer, no pagination, page size = featured count', () => {
    const view = dynamicPricingView(records, { pathname: '/nl/domains/domain-transfer', featuredTlds: ['.NET', 'com', 'zzz'], page: 2 });
    expect(view.featuredOnly).toBe(true);
    expect(view.rows.map((row) => row.tld)).toEqual(['.net', '.com']);
    expect(view.pageSize).toBe(3);
    expect(view.showPagination).toBe(false);
  });

  it('asks pricing-data with the comma-joined featured TLDs', () => {
    expect(pricingDataUrl(['.com', ' NET '])).toBe('/api/pricing-data?tlds=com%2Cnet');
    expect(pricingDataUrl([])).toBe('/api/pricing-data');
    expect(pricingDataUrl([], 'USD')).toBe('/api/pricing-data');
    expect(pricingDataUrl(['com'], 'EUR')).toBe('/api/pricing-data?tlds=com&currency=EUR');
    expect(pricingDataUrl([], 'INR')).toBe('/api/pricing-data?currency=INR');
  });

  it("shows 'HTTP {status}' or 'Failed to load'", () => {
    expect(pricingErrorText(503)).toBe('HTTP 503');
    expect(pricingErrorText(null)).toBe('Failed to load');
  });
});

describe('TLD price table helpers', () => {
  it('pages by 6 and clamps', () => {
    const slice = paginate(records, 100, TLD_TABLE_PAGE_SIZE);
    expect(slice.pageCount).toBe(7);
    expect(slice.page).toBe(7);
    expect(slice.rows).toHaveLength(42 - 36);
    expect(paginate([], 1, 6)).toMatchObject({ page: 1, pageCount: 1, showPagination: false });
  });

  it('searches by TLD substring, leading dot ignored', () => {
    expect(filterByTld(records, ' .CO').map((row) => row.tld)).toEqual(['.com']);
    expect(filterByTld(records, '')).toHaveLength(42);
  });

  it('sorts price columns both ways with missing prices last', () => {
    const rows = [record('.a', 3), record('.b', null), record('.c', 1), record('.d', 3)];
    expect(sortByPrice(rows, (row) => row.registerFee, 'asc').map((row) => row.tld)).toEqual(['.c', '.a', '.d', '.b']);
    expect(sortByPrice(rows, (row) => row.registerFee, 'desc').map((row) => row.tld)).toEqual(['.a', '.d', '.c', '.b']);
  });
});
