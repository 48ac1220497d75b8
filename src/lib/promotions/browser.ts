/**
 * Rules of the promotions browser. Pure and client-safe: the
 * island filters with them, the server builds the deals with the same types.
 *
 * Spec: pricing-and-catalogue.md §2, §4, §5, §9.
 */
import type { Currency } from '@/lib/pricing/currency';
import type { TldPriceView } from '@/lib/pricing/tld-prices';
import { paginate } from '@/lib/pricing/pricing-table';

export const PROMOTIONS_PAGE_SIZE = 8;

export const DEAL_FILTERS = ['all', 'flash_sale', 'special_discounts'] as const;
export type DealFilter = (typeof DEAL_FILTERS)[number];
export type DealKind = Exclude<DealFilter, 'all'>;

/** Domains first, then membership, then products; the browser starts on domains. */
export const PROMOTION_CATEGORIES = ['domains', 'membership', 'products'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

export function isPromotionCategory(value: unknown): value is PromotionCategory {
  return typeof value === 'string' && (PROMOTION_CATEGORIES as readonly string[]).includes(value);
}

/** One TLD on promotion (a promotion card once priced). */
export interface DomainDeal {
  deal: DealKind;
  /** A-label with dot: '.com', '.xn--p1ai'. */
  tld: string;
  /** Unicode name with dot: '.рф'. */
  name: string;
  href: string;
  image: string | null;
  /** The extension's prices in every currency, as every block shows them (src/lib/pricing/tld-prices.ts). */
  prices: Partial<Record<Currency, TldPriceView>>;
}

/** Search key: lower case, dots and spaces removed ('.C O M' → 'com'). */
export function dealSearchKey(text: string): string {
  return text.toLowerCase().replace(/[.\s]/g, '');
}

/** Deal filter and search (substring of the TLD, in either of its forms, ignoring case, dots and spaces). */
export function filterDeals(deals: readonly DomainDeal[], filter: { deal: DealFilter; search: string }): DomainDeal[] {
  const key = dealSearchKey(filter.search);
  return deals.filter(
    (deal) => (filter.deal === 'all' || deal.deal === filter.deal) && (!key || dealSearchKey(deal.tld).includes(key) || dealSearchKey(deal.name).includes(key)),
  );
}

export function pageOf<T>(items: readonly T[], page: number, size = PROMOTIONS_PAGE_SIZE): { items: T[]; page: number; totalPages: number } {
  const slice = paginate(items, page, size);
  return { items: slice.rows, page: slice.page, totalPages: slice.pageCount };
}

/** The email-security trial card shows only before its launch date; `now` is the one clock. */
export function showTrialCard(launchDate: string | null | undefined, now: Date): boolean {
  if (!launchDate) return false;
  const launch = new Date(/T/.test(launchDate) ? launchDate : `${launchDate}T00:00:00Z`);
  return !Number.isNaN(launch.getTime()) && now.getTime() < launch.getTime();
}

/** Paths that show the sports promo grid: those containing domain-registration or /promotions. */
export function showsSportsPromoGrid(path: string): boolean {
  return path.includes('domain-registration') || path.includes('/promotions');
}

/** Anchor of the sports promo block. */
export const SPORTS_PROMO_ANCHOR = 'sports-promo-block';
