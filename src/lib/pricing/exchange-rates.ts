/**
 * The one place the site's exchange rates live (issue 25): how many units of each currency one US
 * dollar buys. Used where a figure exists in one currency and the site needs it in all of them —
 * the sample catalogue, the price feed's conversion, the membership tiers and the product prices
 * the spec gives in one currency only. A page never converts: it reads the figure of its currency.
 *
 * USD 1, EUR 0.9, GBP 0.77 and INR 89 are the spec's client conversion
 * rates. The spec lists RUB among the symbols without a rate; 80 is this configuration's rate
 * (the order of magnitude of the market rate when it was chosen). docs/pricing.md documents them;
 * changing a rate here changes the sample catalogue (npm run prices:generate-sample) and the derived
 * membership and product prices together.
 */
import { CURRENCIES, roundToCents, type Currency } from './currency';

export const EXCHANGE_RATES: Readonly<Record<Currency, number>> = { USD: 1, EUR: 0.9, GBP: 0.77, INR: 89, RUB: 80 };

/** An amount in `from` expressed in `to` with the configured rates, rounded once to the cent. */
export function convertAmount(amount: number, from: Currency, to: Currency): number {
  if (from === to) return roundToCents(amount);
  return roundToCents((amount / EXCHANGE_RATES[from]) * EXCHANGE_RATES[to]);
}

/**
 * A figure the spec gives in one currency, in every currency the site sells in: the given ones as
 * they are (the spec's own price points, e.g. Basic 49.99 USD and EUR), the others converted once.
 */
export function inEveryCurrency(base: { amount: number; currency: Currency }, given: Partial<Record<Currency, number>> = {}): Record<Currency, number> {
  const result = {} as Record<Currency, number>;
  for (const currency of CURRENCIES) result[currency] = given[currency] ?? convertAmount(base.amount, base.currency, currency);
  return result;
}
