import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { normaliseFeaturedTlds } from '@/lib/pricing/tld-name';
import { pricingLabels } from '../pricing-shared/labels';
import type { BlockProps } from '../types';
import { FeaturedDomains } from './FeaturedDomains.lazy';
import type { FeaturedDomainsAttributes } from './schema';

export async function FeaturedDomainsBlock({ attributes, context }: BlockProps<FeaturedDomainsAttributes>) {
  const labels = await pricingLabels(context.locale);
  const tlds = attributes.tlds?.length ? attributes.tlds : normaliseFeaturedTlds(attributes.className ?? '').filter((name) => /^[a-z0-9.-]+$/.test(name));
  return (
    <Section id={attributes.anchor} className="py-10">
      {attributes.heading?.title ? (
        <Heading tag={attributes.heading.tag} fontSize={attributes.heading.fontSize} className="mb-2">
          <RichText html={attributes.heading.title} inline as="span" />
        </Heading>
      ) : null}
      {attributes.sub_heading ? <RichText html={attributes.sub_heading} inline as="p" className="mb-4" /> : null}
      <FeaturedDomains tlds={tlds} labels={labels.featured} locale={context.locale} />
    </Section>
  );
}
