/**
 * Paging and sorting for the dynamic pricing table (page size 15, featured-only on
 * /domains/domain-transfer) and the TLD price table (page size 6, with search). Pure, client-safe.
 */
import { DEFAULT_CURRENCY, type Currency } from './currency';
import { normaliseFeaturedTlds, normaliseTldText } from './tld-name';

export const PRICING_TABLE_PAGE_SIZE = 15;
export const TLD_TABLE_PAGE_SIZE = 6;
export const DOMAIN_TRANSFER_PATH = '/domains/domain-transfer';

export interface PricingRecord {
  tld: string;
  currency: string;
  registerFee: number | null;
  transferFee: number | null;
  renewalFee: number | null;
  restoreFee: number | null;
}

export function stripLocale(pathname: string): string {
  const withoutLocale = pathname.replace(/^\/(en|es|nl|hi)(?=\/|$)/, '') || '/';
  return withoutLocale.length > 1 ? withoutLocale.replace(/\/+$/, '') : withoutLocale;
}

export function isDomainTransferPath(pathname: string): boolean {
  return stripLocale(pathname) === DOMAIN_TRANSFER_PATH;
}

export interface PageSlice<T> {
  rows: T[];
  page: number;
  pageCount: number;
  pageSize: number;
  showPagination: boolean;
}

export function paginate<T>(rows: readonly T[], page: number, pageSize: number): PageSlice<T> {
  const size = Math.max(1, pageSize);
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const start = (current - 1) * size;
  return { rows: rows.slice(start, start + size), page: current, pageCount, pageSize: size, showPagination: pageCount > 1 };
}

/**
 * Dynamic pricing table view. On /domains/domain-transfer only the featured TLDs show (in featured
 * order), no pagination, page size = number of featured TLDs; elsewhere page size 15.
 */
export function dynamicPricingView(
  records: readonly PricingRecord[],
  options: { pathname: string; featuredTlds: readonly string[] | string; page: number },
): PageSlice<PricingRecord> & { featuredOnly: boolean } {
  const featured = normaliseFeaturedTlds(options.featuredTlds);
  if (isDomainTransferPath(options.pathname)) {
    const byName = new Map(records.map((record) => [normaliseTldText(record.tld), record] as const));
    const rows = featured.flatMap((name) => {
      const record = byName.get(name);
      return record ? [record] : [];
    });
    return { rows, page: 1, pageCount: 1, pageSize: featured.length, showPagination: false, featuredOnly: true };
  }
  return { ...paginate(records, options.page, PRICING_TABLE_PAGE_SIZE), featuredOnly: false };
}

/** The pricing-data call's query: `?tlds=` comma-joined featured TLDs, omitted when none. */
/** GET /api/pricing-data url; the currency is named unless it is the default (USD). */
export function pricingDataUrl(featuredTlds: readonly string[] | string, currency: Currency = DEFAULT_CURRENCY): string {
  const featured = normaliseFeaturedTlds(featuredTlds);
  const params: string[] = [];
  if (featured.length) params.push(`tlds=${encodeURIComponent(featured.join(','))}`);
  if (currency !== DEFAULT_CURRENCY) params.push(`currency=${currency}`);
  return params.length ? `/api/pricing-data?${params.join('&')}` : '/api/pricing-data';
}

/** Red error text of the table: 'HTTP {status}' for a non-OK answer, else 'Failed to load'. */
export function pricingErrorText(status: number | null): string {
  return status === null ? 'Failed to load' : `HTTP ${status}`;
}

export type SortDirection = 'asc' | 'desc';

/** Sort by a numeric column; missing prices always go last. Stable. */
export function sortByPrice<T>(rows: readonly T[], price: (row: T) => number | null, direction: SortDirection): T[] {
  return rows
    .map((row, index) => ({ row, index, value: price(row) }))
    .sort((a, b) => {
      if (a.value === null && b.value === null) return a.index - b.index;
      if (a.value === null) return 1;
      if (b.value === null) return -1;
      const difference = direction === 'asc' ? a.value - b.value : b.value - a.value;
      return difference || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** TLD price table search: case-insensitive substring on the TLD, leading dot ignored. */
export function filterByTld<T extends { tld: string }>(rows: readonly T[], searchText: string): T[] {
  const query = normaliseTldText(searchText);
  if (!query) return [...rows];
  return rows.filter((row) => normaliseTldText(row.tld).includes(query));
}
