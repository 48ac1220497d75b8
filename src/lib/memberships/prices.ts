/**
 * Membership prices: the plans' prices, the currency by language and the yearly prices. Pure and
 * client-safe: server components and the islands that follow the visitor's
 * currency use the same functions.
 *
 * Spec: pricing-and-catalogue.md §3 "Membership plan", §5 "Currency by language", §9.
 */
import { CURRENCIES, isCurrency, type Currency } from '@/lib/pricing/currency';
import { parsePrice } from '@/lib/pricing/savings-calculator';

/** A plan's prices by currency; a currency the plan has no price for is absent. */
export type PriceMap = Partial<Record<Currency, number>>;

/** Billing period of the pricing tables: the pricing data's '1' (month) and '12' (year) keys. */
export type BillingPeriod = 'month' | 'year';

/** The newer pricing block starts on the monthly view. */
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'month';

/**
 * A loose CMS price map ({USD: '49.99', eur: 49.99, INR: '2,499'}) → a PriceMap. Keys are read
 * case-insensitively; commas are removed before conversion; a value that is not a
 * finite, non-negative number is left out (that currency then has no price).
 */
export function toPriceMap(value: unknown): PriceMap {
  const map: PriceMap = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return map;
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    const currency = key.trim().toUpperCase();
    const amount = parsePrice(raw);
    if (isCurrency(currency) && amount !== null && amount >= 0) map[currency] = amount;
  }
  return map;
}

/** The price in a currency, or null when the plan has none in it (shown as 'Price Unavailable'). */
export function priceIn(prices: PriceMap, currency: Currency): number | null {
  const amount = prices[currency];
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : null;
}

/**
 * Monthly view of a yearly price in the newer pricing block: yearly / 12 rounded DOWN to two
 * decimals: 49.99 → 4.16, 999.99 → 83.33, 2499 → 208.25. Computed in whole cents so
 * binary fractions cannot push an exact result below its cent (12.00 → 1.00, not 0.99).
 */
export function monthlyFromYearly(yearly: number): number {
  const cents = Math.round(yearly * 100);
  return Math.floor(cents / 12) / 100;
}

/**
 * Monthly view in the older pricing block: yearly / 12 rounded to the nearest cent ($4.99 → $0.42,
 * the figure the spec gives for that block; the newer block rounds down instead).
 */
export function monthlyFromYearlyRounded(yearly: number): number {
  const cents = Math.round(yearly * 100);
  return Math.round(cents / 12) / 100;
}

/** Every price of a map, monthly (newer block rule). */
export function monthlyPriceMap(yearly: PriceMap): PriceMap {
  const map: PriceMap = {};
  for (const currency of CURRENCIES) {
    const amount = priceIn(yearly, currency);
    if (amount !== null) map[currency] = monthlyFromYearly(amount);
  }
  return map;
}

