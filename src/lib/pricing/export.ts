import 'server-only';
import type { CatalogueIndex } from './catalogue';
import { CURRENCIES, type Currency } from './currency';
import type { CataloguePrice } from './model';
import { toCsv } from './price-list';

/**
 * CSV of the full price list, in the import format (so an export can be edited and re-imported),
 * in the catalogue's list order; optionally one currency only.
 */
export function catalogueCsv(index: CatalogueIndex, currency?: Currency): string {
  const currencies = currency ? [currency] : CURRENCIES;
  const prices: CataloguePrice[] = [];
  for (const extension of index.ordered) {
    for (const code of currencies) {
      const price = extension.prices[code];
      if (price) prices.push(price);
    }
  }
  const notice = index.meta?.source.startsWith('seed:') ? ['SAMPLE FIGURES ONLY - not real registrar prices.'] : [];
  return toCsv(prices, [...notice, `Catalogue version ${index.version}${index.meta ? `, updated ${index.meta.updatedAt}` : ''}`]);
}
