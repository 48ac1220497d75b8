import { Section } from '@/components/ui/Section';
import { pricingLabels } from '@/components/blocks/pricing/labels';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { TldPriceSearch } from './TldPriceSearch.lazy';
import type { TldPriceSearchAttributes } from './schema';

export async function TldPriceSearchBlock({ attributes, context }: BlockProps<TldPriceSearchAttributes>) {
  const labels = await pricingLabels(context.locale);
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} />
      <TldPriceSearch locale={context.locale} labels={labels.priceSearch} />
    </Section>
  );
}
