import { Section } from '@/components/ui/Section';
import { pricingLabels, type PricingLabels } from '@/components/blocks/pricing/labels';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { isHomePath } from '@/lib/marketing/paths';
import type { BlockProps } from '../types';
import { TldPriceSearch, type TldPriceSearchLabels } from './TldPriceSearch.lazy';
import type { TldPriceSearchAttributes } from './schema';

export async function TldPriceSearchBlock({ attributes, context }: BlockProps<TldPriceSearchAttributes>) {
  const labels = tldPriceSearchLabels(await pricingLabels(context.locale));
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} />
      {/* Home paths show the larger price cards. */}
      <TldPriceSearch locale={context.locale} labels={labels} large={isHomePath(context.path)} />
    </Section>
  );
}

/** The price search island's labels. */
function tldPriceSearchLabels({ t, card }: PricingLabels): TldPriceSearchLabels {
  return {
    searchLabel: t('priceSearch.label'),
    placeholder: t('priceSearch.placeholder'),
    submit: t('priceSearch.submit'),
    clear: t('priceSearch.clear'),
    currency: t('currency'),
    loading: t('loading'),
    member: t('priceCard.member'),
    nonMember: t('priceCard.nonMember'),
    noResults: t('priceSearch.noResults'),
    tryAgain: t('priceSearch.tryAgain'),
    card,
  };
}
