import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { pricingLabels, type PricingLabels } from '@/components/blocks/pricing/labels';
import type { BlockProps } from '../types';
import { PromotionsPriceTable, type PromotionsPriceTableLabels } from './PromotionsPriceTable.lazy';
import type { PromotionsPriceTableAttributes } from './schema';

export async function PromotionsPriceTableBlock({ attributes, context }: BlockProps<PromotionsPriceTableAttributes>) {
  const labels = promotionsPriceTableLabels(await pricingLabels(context.locale), context.locale);
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      {attributes.heading?.title ? (
        <Heading tag={attributes.heading.tag} fontSize={attributes.heading.fontSize} className="mb-4">
          <RichText html={attributes.heading.title} inline as="span" />
        </Heading>
      ) : null}
      <PromotionsPriceTable rows={attributes.promotions} labels={labels} />
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
