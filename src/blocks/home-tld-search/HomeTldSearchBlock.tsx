import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { pricingLabels } from '@/components/blocks/pricing/labels';
import type { BlockProps } from '../types';
import { HomeTldSearch } from './HomeTldSearch.lazy';
import type { HomeTldSearchAttributes } from './schema';

export async function HomeTldSearchBlock({ attributes, context }: BlockProps<HomeTldSearchAttributes>) {
  const labels = await pricingLabels(context.locale);
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      {attributes.heading?.title ? (
        <Heading tag={attributes.heading.tag} fontSize={attributes.heading.fontSize} className="mb-4">
          <RichText html={attributes.heading.title} inline as="span" />
        </Heading>
      ) : null}
      <HomeTldSearch defaultTlds={attributes.tlds} labels={labels.homeSearch} locale={context.locale} />
    </Section>
  );
}
