import type { CatalogueIndex } from '@/lib/pricing/catalogue';
import { compareTldPreference } from '@/lib/pricing/catalogue';
import { CURRENCIES } from '@/lib/pricing/currency';
import { withDot } from '@/lib/pricing/tld-name';
import { tldPriceView } from '@/lib/pricing/tld-prices';
import type { DealKind, DomainDeal } from './browser';

export interface DealListEntry {
  promotion_name: string;
  image?: string | null;
}

/**
 * The domains of the promotions browser and the promotion grids: names of the content looked up in
 * the catalogue the same way as GET /api/search-tld (leading dot removed; a name the catalogue does
 * not sell is left out), priced in every currency through tldPriceView, in TLD list order. Offers
 * that are true: a list that says "on promotion" keeps only the extensions whose catalogue
 * promotion runs today (by the promotions clock), so every card shows its discount.
 */
export interface PricedTld {
  tld: string;
  name: string;
  href: string;
  prices: DomainDeal['prices'];
}

/** Every currency's price of one catalogue extension, as every block shows them. */
function dealPrices(index: CatalogueIndex, extension: NonNullable<ReturnType<CatalogueIndex['find']>>): DomainDeal['prices'] {
  const prices: DomainDeal['prices'] = {};
  for (const currency of CURRENCIES) {
    const entry = index.entry(extension, currency);
    if (entry) prices[currency] = tldPriceView(entry);
  }
  return prices;
}

/** True when the catalogue says the extension's promotion runs today (in any currency). */
function onPromotion(prices: DomainDeal['prices']): boolean {
  return Object.values(prices).some((view) => view.onPromo);
}

/** A promotion name looked up as a TLD the way GET /api/search-tld does (one leading dot removed). */
function lookUp(index: CatalogueIndex, name: string) {
  return index.find(name.trim().replace(/^\./, '').toLowerCase());
}

/**
 * TLD promo lists (sports, tld-promos): each name looked up in the catalogue (unknown ones left
 * out, duplicates once), priced in every currency, in TLD list order (preference list, then
 * alphabetical).
 */
export function pricedTlds(index: CatalogueIndex, names: readonly string[], options: { onPromotionOnly?: boolean } = {}): PricedTld[] {
  const seen = new Set<string>();
  const result: PricedTld[] = [];
  for (const name of names) {
    const extension = lookUp(index, name);
    if (!extension || seen.has(extension.tld)) continue;
    seen.add(extension.tld);
    const prices = dealPrices(index, extension);
    if (options.onPromotionOnly && !onPromotion(prices)) continue;
    result.push({ tld: withDot(extension.tld), name: withDot(extension.unicodeName), href: `/domains/tlds/${extension.slug}`, prices });
  }
  return result.sort((a, b) => compareTldPreference(a.tld.slice(1), b.tld.slice(1)));
}

export function domainDeals(index: CatalogueIndex, lists: Partial<Record<DealKind, readonly DealListEntry[]>>): DomainDeal[] {
  const deals: DomainDeal[] = [];
  const seen = new Set<string>();
  for (const deal of ['flash_sale', 'special_discounts'] as const) {
    for (const entry of lists[deal] ?? []) {
      const extension = lookUp(index, entry.promotion_name);
      if (!extension || seen.has(`${deal}:${extension.tld}`)) continue;
      seen.add(`${deal}:${extension.tld}`);
      const prices = dealPrices(index, extension);
      // A flash-sale or special-discount card shows its discount, or it is not shown.
      if (!onPromotion(prices)) continue;
      deals.push({ deal, tld: withDot(extension.tld), name: withDot(extension.unicodeName), href: `/domains/tlds/${extension.slug}`, image: entry.image ?? null, prices });
    }
  }
  return deals.sort((a, b) => compareTldPreference(a.tld.slice(1), b.tld.slice(1)));
}
