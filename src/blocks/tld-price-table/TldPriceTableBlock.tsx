import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { pricingLabels } from '../pricing-shared/labels';
import type { BlockProps } from '../types';
import { TldPriceTable } from './TldPriceTable.lazy';
import type { TldPriceTableAttributes } from './schema';

export async function TldPriceTableBlock({ attributes, context }: BlockProps<TldPriceTableAttributes>) {
  const labels = await pricingLabels(context.locale);
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      {attributes.heading?.title ? (
        <Heading tag={attributes.heading.tag} fontSize={attributes.heading.fontSize} className="mb-2">
          <RichText html={attributes.heading.title} inline as="span" />
        </Heading>
      ) : null}
      {attributes.sub_heading ? <RichText html={attributes.sub_heading} inline as="p" className="mb-4" /> : null}
      <TldPriceTable locale={context.locale} tlds={attributes.tlds ?? []} labels={labels.tldTable} />
    </Section>
  );
}
