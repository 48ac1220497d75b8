'use client';

import { priceIn, type PriceMap } from '@/lib/memberships/prices';
import { useCurrency } from '@/components/blocks/pricing/use-currency';

/** A note under the table when some row has no price in the page currency ('{currency}' filled in). */
export function CurrencyNote({ prices, locale, template }: { prices: PriceMap[]; locale: string; template: string }) {
  const [currency] = useCurrency(locale);
  if (prices.every((map) => priceIn(map, currency) !== null)) return null;
  return <p className="mt-3 text-sm text-slate-700">{template.replace('{currency}', currency)}</p>;
}
