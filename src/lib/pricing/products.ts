/**
 * Prices of the products the site sells besides domains and memberships: SSL
 * certificates, the email-security filter, Plesk licences and premium DNS. The spec gives each in
 * one currency; every other currency is that figure converted once with the configured exchange
 * rates. Copy names them with {product:ID} placeholders, so a page shows them in its own currency.
 *
 * Spec: pricing-and-catalogue.md §9 (product prices and promo copy).
 */
import type { Currency } from './currency';
import { inEveryCurrency } from './exchange-rates';

export interface ProductPrice {
  id: string;
  /** The reseller's price (what the visitor pays), by currency. */
  price: Record<Currency, number>;
  /** The list (retail) price the reseller price is compared with, if the spec gives one. */
  list: Record<Currency, number> | null;
  /** 'year' or 'month': the period the price is for. */
  per: 'year' | 'month';
}

function product(id: string, amount: number, currency: Currency, per: 'year' | 'month', list?: number): ProductPrice {
  return {
    id,
    price: inEveryCurrency({ amount, currency }),
    list: list === undefined ? null : inEveryCurrency({ amount: list, currency }),
    per,
  };
}

/**
 * Fixed SSL figures: DV 4.29 against 8.99, OV 14.10 against 56.42, EV 75.99 against
 * 89.99 (USD a year); the email-security filter and business e-mail 6.49 euro per domain a month after
 * their free month; Plesk
 * licences 6.49, 11.49 and 28.50 EUR a month; premium DNS from 6.49 USD a year.
 */
export const PRODUCT_PRICES: readonly ProductPrice[] = [
  product('ssl-dv', 4.29, 'USD', 'year', 8.99),
  product('ssl-ov', 14.1, 'USD', 'year', 56.42),
  product('ssl-ev', 75.99, 'USD', 'year', 89.99),
  product('email-security', 6.49, 'EUR', 'month'),
  product('business-email', 6.49, 'EUR', 'month'),
  product('plesk-web-admin', 6.49, 'EUR', 'month'),
  product('plesk-web-pro', 11.49, 'EUR', 'month'),
  product('plesk-web-host', 28.5, 'EUR', 'month'),
  product('premium-dns', 6.49, 'USD', 'year'),
];

const byId = new Map(PRODUCT_PRICES.map((entry) => [entry.id, entry]));

export function productPrice(id: string): ProductPrice | null {
  return byId.get(id) ?? null;
}

/** Percentage below the list price, rounded to a whole number; null without a list price. */
export function productPercentOff(entry: ProductPrice, currency: Currency): number | null {
  if (!entry.list) return null;
  const list = entry.list[currency];
  return list > 0 ? Math.round((1 - entry.price[currency] / list) * 100) : null;
}
