import { Section } from '@/components/ui/Section';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { catalogue } from '@/lib/pricing/catalogue';
import { CURRENCIES, currencyForLocale, isCurrencyFixed } from '@/lib/pricing/currency';
import { promotionPriceRows } from '@/lib/pricing/promotion-rows';
import type { BlockProps } from '../types';
import { promotionsPriceTableMessages } from './messages';
import { PromotionsPriceTable } from './PromotionsPriceTable.lazy';
import type { PromotionsPriceTableAttributes } from './schema';
import { BlockHeading } from '@/components/blocks/BlockTitle';

/**
 * The promotions price table: its header row from the content, its rows from the catalogue — every
 * extension whose promotion runs, in the page's currency (EUR on /es and /nl, INR on /hi; every
 * currency on English pages, where the chips choose), so no typed price is shown.
 */
export async function PromotionsPriceTableBlock({ attributes, context }: BlockProps<PromotionsPriceTableAttributes>) {
  const index = await catalogue().current();
  const currencies = isCurrencyFixed(context.locale) ? [currencyForLocale(context.locale, null)] : [...CURRENCIES];
  const header = attributes.promotions[0] ?? [];
  const rows = [header, ...promotionPriceRows(index, currencies)];
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockHeading heading={attributes.heading} className="mb-4" />
      <IslandMessages locale={context.locale} namespaces={promotionsPriceTableMessages}>
        <PromotionsPriceTable rows={rows} dateLocale={context.locale === 'es' ? 'es-ES' : context.locale === 'nl' ? 'nl-NL' : 'en-US'} />
      </IslandMessages>
    </Section>
  );
}

