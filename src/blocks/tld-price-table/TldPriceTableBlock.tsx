import { Section } from '@/components/ui/Section';
import { pricingLabels } from '@/components/blocks/pricing/labels';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { TldPriceTable } from './TldPriceTable.lazy';
import type { TldPriceTableAttributes } from './schema';

export async function TldPriceTableBlock({ attributes, context }: BlockProps<TldPriceTableAttributes>) {
  const labels = await pricingLabels(context.locale);
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} />
      <TldPriceTable locale={context.locale} tlds={attributes.tlds ?? []} labels={labels.tldTable} />
    </Section>
  );
}
