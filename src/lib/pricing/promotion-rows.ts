import 'server-only';
import type { CatalogueIndex } from './catalogue';
import type { Currency } from './currency';
import { tldPriceView } from './tld-prices';
import { withDot } from './tld-name';

/**
 * The promotions price table's rows from the catalogue (one source of truth for money): one row
 * per extension whose promotion runs today and per currency of the page, in the table's ten
 * positions — extension, currency, price, discount, Member price, Member discount, promotion price,
 * Member promotion price, promotion start (the catalogue keeps none: '—'), promotion end. Amounts
 * are the catalogue's, two decimals; discounts are computed from the prices.
 */
export function promotionPriceRows(index: CatalogueIndex, currencies: readonly Currency[]): string[][] {
  const rows: string[][] = [];
  const amount = (value: number) => value.toFixed(2);
  const off = (value: number | null) => (value === null ? '' : `-${value}%`);
  for (const extension of index.ordered) {
    for (const currency of currencies) {
      const entry = index.entry(extension, currency);
      if (!entry?.onGoingPromo) continue;
      const view = tldPriceView(entry);
      if (!view.nonMember || !view.member || !view.onPromo) continue;
      rows.push([
        withDot(extension.unicodeName),
        currency,
        amount(view.nonMember.regular),
        off(view.nonMember.off),
        amount(view.member.regular),
        off(view.member.off),
        amount(view.nonMember.now),
        amount(view.member.now),
        '—',
        view.nonMember.ends ?? view.member.ends ?? '',
      ]);
    }
  }
  return rows;
}
