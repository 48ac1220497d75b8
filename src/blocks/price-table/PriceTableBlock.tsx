import { getTranslations } from 'next-intl/server';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { TableMarkup } from '@/components/blocks/tables/TableMarkup';
import { ProductTableView } from '@/components/blocks/tables/TableView.lazy';
import { tableViewMessages } from '@/components/blocks/tables/messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { Section } from '@/components/ui/Section';
import { catalogue } from '@/lib/pricing/catalogue';
import { CURRENCIES, currencyForLocale, isCurrencyFixed, type Currency } from '@/lib/pricing/currency';
import { partsText, type Amounts, type FilledPart } from '@/lib/pricing/money';
import { withDot } from '@/lib/pricing/tld-name';
import { mapTable, type ProductTable } from '@/lib/product-tables/tables';
import type { BlockProps } from '../types';
import type { PriceTableAttributes } from './schema';

/**
 * The price table: one row per extension with its Register,
 * Renew and Transfer prices for non-members and Members, from the catalogue in the page's currency
 * (a running promotion is the Register price, as everywhere else on the page). Search and paging
 * only when switched on.
 */
export async function PriceTableBlock({ attributes, context }: BlockProps<PriceTableAttributes>) {
  const [t, index] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'pricing.priceTable' }), catalogue().current()]);
  const currency = currencyForLocale(context.locale, null);
  // Each price as a money figure in every currency the catalogue has it in: the island prints the
  // visitor's currency on English pages, as every pricing island on the page does.
  const money = (amount: (currency: Currency) => number | null | undefined): FilledPart[] => {
    const values: Amounts = {};
    for (const each of CURRENCIES) {
      const value = amount(each);
      if (typeof value === 'number') values[each] = value;
    }
    return [{ kind: 'money', values }];
  };
  const rows = attributes.tlds.flatMap((tld) => {
    const extension = index.find(tld);
    if (!extension?.prices[currency] || !index.entry(extension, currency)) return [];
    const entry = (each: Currency) => index.entry(extension, each);
    const price = (each: Currency) => extension.prices[each];
    return [
      [
        [withDot(extension.unicodeName)],
        money((each) => entry(each) && (entry(each)!.nonMemberPromoPrice ?? entry(each)!.nonMemberPrice)),
        money((each) => entry(each) && (entry(each)!.memberPromoPrice ?? entry(each)!.memberPrice)),
        money((each) => price(each)?.nonMemberRenew),
        money((each) => price(each)?.memberRenew),
        money((each) => price(each)?.nonMemberTransfer),
        money((each) => price(each)?.memberTransfer),
      ],
    ];
  });
  if (!rows.length) {
    console.warn(`[blocks] price table on page ${context.pageUri}: none of its extensions is in the catalogue`);
    return null;
  }
  const table: ProductTable<FilledPart[]> = {
    columns: [t('extension'), t('register'), t('registerMembers'), t('renew'), t('renewMembers'), t('transfer'), t('transferMembers')].map((text) => [text]),
    rows,
    footer: null,
    caption: [attributes.heading?.title ? '' : t('caption')],
  };
  const label = attributes.heading?.title || t('caption');
  let body;
  if (attributes.searchable || attributes.paginate || !isCurrencyFixed(context.locale)) {
    body = (
      <IslandMessages locale={context.locale} namespaces={tableViewMessages}>
        <ProductTableView
          table={table}
          locale={context.locale}
          searchable={attributes.searchable}
          paginate={attributes.paginate}
          pageSize={attributes.pageSize}
        />
      </IslandMessages>
    );
  } else {
    // A page with a fixed currency (es, nl, hi): plain server markup.
    const plain = mapTable(table, (parts) => partsText(parts, currency, context.locale, '–'));
    body = <TableMarkup table={plain} rows={plain.rows} label={label} />;
  }
  return (
    <Section id={attributes.anchor} className={`py-12 ${attributes.className}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.subHeading} subClassName="mb-6 text-lg" />
      <div data-price-table data-page-size={attributes.paginate ? attributes.pageSize : undefined}>
        {body}
      </div>
    </Section>
  );
}
