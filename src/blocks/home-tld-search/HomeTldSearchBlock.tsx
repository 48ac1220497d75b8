import { Section } from '@/components/ui/Section';
import { pricingLabels, type PricingLabels } from '@/components/blocks/pricing/labels';
import type { BlockProps } from '../types';
import { HomeTldSearch, type HomeTldSearchLabels } from './HomeTldSearch.lazy';
import type { HomeTldSearchAttributes } from './schema';
import { BlockHeading } from '@/components/blocks/BlockTitle';

export async function HomeTldSearchBlock({ attributes, context }: BlockProps<HomeTldSearchAttributes>) {
  const labels = homeTldSearchLabels(await pricingLabels(context.locale));
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockHeading heading={attributes.heading} className="mb-4" />
      <HomeTldSearch defaultTlds={attributes.tlds} labels={labels} locale={context.locale} />
    </Section>
  );
}

/** The home TLD search island's labels: the featured grid's and its own. */
function homeTldSearchLabels({ t, raw, featured }: PricingLabels): HomeTldSearchLabels {
  return {
    ...featured,
    searchLabel: t('homeSearch.label'),
    placeholder: t('homeSearch.placeholder'),
    search: t('homeSearch.search'),
    clear: t('homeSearch.clear'),
    noResults: raw('homeSearch.noResults'),
  };
}
