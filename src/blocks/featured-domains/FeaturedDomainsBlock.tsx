import { Section } from '@/components/ui/Section';
import { normaliseFeaturedTlds } from '@/lib/pricing/tld-name';
import { pricingLabels } from '@/components/blocks/pricing/labels';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { FeaturedDomains } from '@/components/blocks/pricing/FeaturedDomains.lazy';
import type { FeaturedDomainsAttributes } from './schema';

export async function FeaturedDomainsBlock({ attributes, context }: BlockProps<FeaturedDomainsAttributes>) {
  const { featured: labels } = await pricingLabels(context.locale);
  const tlds = attributes.tlds?.length ? attributes.tlds : normaliseFeaturedTlds(attributes.className ?? '').filter((name) => /^[a-z0-9.-]+$/.test(name));
  return (
    <Section id={attributes.anchor} className="py-10">
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} />
      <FeaturedDomains tlds={tlds} labels={labels} locale={context.locale} />
    </Section>
  );
}
