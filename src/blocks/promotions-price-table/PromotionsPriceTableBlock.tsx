import { Section } from '@/components/ui/Section';
import { pricingLabels, type PricingLabels } from '@/components/blocks/pricing/labels';
import { catalogue } from '@/lib/pricing/catalogue';
import { CURRENCIES, currencyForLocale, isCurrencyFixed } from '@/lib/pricing/currency';
import { promotionPriceRows } from '@/lib/pricing/promotion-rows';
import type { BlockProps } from '../types';
import { PromotionsPriceTable, type PromotionsPriceTableLabels } from './PromotionsPriceTable.lazy';
import type { PromotionsPriceTableAttributes } from './schema';
import { BlockHeading } from '@/components/blocks/BlockTitle';

/**
 * The promotions price table: its header row from the content, its rows from the catalogue — every
 * extension whose promotion runs, in the page's currency (EUR on /es and /nl, INR on /hi; every
 * currency on English pages, where the chips choose), so no typed price is shown.
 */
export async function PromotionsPriceTableBlock({ attributes, context }: BlockProps<PromotionsPriceTableAttributes>) {
  const [labels, index] = await Promise.all([pricingLabels(context.locale).then((messages) => promotionsPriceTableLabels(messages, context.locale)), catalogue().current()]);
  const currencies = isCurrencyFixed(context.locale) ? [currencyForLocale(context.locale, null)] : [...CURRENCIES];
  const header = attributes.promotions[0] ?? [];
  const rows = [header, ...promotionPriceRows(index, currencies)];
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockHeading heading={attributes.heading} className="mb-4" />
      <PromotionsPriceTable rows={rows} labels={labels} />
    </Section>
  );
}

/** The promotions price table island's labels. */
function promotionsPriceTableLabels({ t, raw }: PricingLabels, locale: string): PromotionsPriceTableLabels {
  return {
    search: t('promotions.search'),
    allCurrencies: t('promotions.all'),
    currencies: t('promotions.currencies'),
    pagination: t('promotions.pagination'),
    previous: t('previous'),
    next: t('next'),
    page: t('page'),
    first: t('first'),
    noEntries: t('promotions.noEntries'),
    showing: raw('promotions.showing'),
    dateLocale: locale === 'es' ? 'es-ES' : locale === 'nl' ? 'nl-NL' : 'en-US',
  };
}
