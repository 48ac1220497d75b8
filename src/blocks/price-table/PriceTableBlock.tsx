import { getTranslations } from 'next-intl/server';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { TableMarkup } from '@/components/blocks/tables/TableMarkup';
import { ProductTableView } from '@/components/blocks/tables/TableView.lazy';
import { tableViewMessages } from '@/components/blocks/tables/messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { Section } from '@/components/ui/Section';
import { catalogue } from '@/lib/pricing/catalogue';
import { currencyForLocale, formatMoney } from '@/lib/pricing/currency';
import { withDot } from '@/lib/pricing/tld-name';
import type { ProductTable } from '@/lib/product-tables/tables';
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
  const money = (amount: number | null | undefined) => (typeof amount === 'number' ? formatMoney(amount, currency, context.locale) : '–');
  const rows = attributes.tlds.flatMap((tld) => {
    const extension = index.find(tld);
    const price = extension?.prices[currency];
    const entry = extension ? index.entry(extension, currency) : null;
    if (!extension || !price || !entry) return [];
    return [[withDot(extension.unicodeName), money(entry.nonMemberPromoPrice ?? entry.nonMemberPrice), money(entry.memberPromoPrice ?? entry.memberPrice), money(price.nonMemberRenew), money(price.memberRenew), money(price.nonMemberTransfer), money(price.memberTransfer)]];
  });
  if (!rows.length) {
    console.warn(`[blocks] price table on page ${context.pageUri}: none of its extensions is in the catalogue`);
    return null;
  }
  const table: ProductTable = {
    columns: [t('extension'), t('register'), t('registerMembers'), t('renew'), t('renewMembers'), t('transfer'), t('transferMembers')],
    rows,
    footer: null,
    caption: attributes.heading?.title ? '' : t('caption'),
  };
  const label = attributes.heading?.title || t('caption');
  let body;
  if (attributes.searchable || attributes.paginate) {
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
    body = <TableMarkup table={table} rows={rows} label={label} />;
  }
  return (
    <Section id={attributes.anchor} className={`py-12 ${attributes.className}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.subHeading} subClassName="mb-6 text-lg" />
      <div data-price-table data-currency={currency} data-page-size={attributes.paginate ? attributes.pageSize : undefined}>
        {body}
      </div>
    </Section>
  );
}
