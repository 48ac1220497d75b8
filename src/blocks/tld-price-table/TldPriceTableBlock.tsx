import { Section } from '@/components/ui/Section';
import { pricingLabels, type PricingLabels } from '@/components/blocks/pricing/labels';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { TldPriceTable, type TldPriceTableLabels } from './TldPriceTable.lazy';
import type { TldPriceTableAttributes } from './schema';

export async function TldPriceTableBlock({ attributes, context }: BlockProps<TldPriceTableAttributes>) {
  const labels = tldPriceTableLabels(await pricingLabels(context.locale));
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} />
      <TldPriceTable locale={context.locale} tlds={attributes.tlds ?? []} labels={labels} />
    </Section>
  );
}

/** The TLD price table island's labels. */
function tldPriceTableLabels({ t }: PricingLabels): TldPriceTableLabels {
  return {
    search: t('tldTable.search'),
    placeholder: t('tldTable.placeholder'),
    currency: t('currency'),
    tld: t('tldTable.tld'),
    member: t('tldTable.member'),
    nonMember: t('tldTable.nonMember'),
    supreme: t('tldTable.supreme'),
    renewsAt: t('tldTable.renewsAt'),
    loading: t('loading'),
    noMatch: t('tldTable.noMatch'),
    pagination: t('tldTable.pagination'),
    previous: t('previous'),
    next: t('next'),
    page: t('page'),
    first: t('first'),
    sortBy: t('sortBy'),
  };
}
