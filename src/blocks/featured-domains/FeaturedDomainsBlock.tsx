import { Section } from '@/components/ui/Section';
import { normaliseFeaturedTlds } from '@/lib/pricing/tld-name';
import { featuredDomainsMessages } from '@/components/blocks/pricing/messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { FeaturedDomains } from '@/components/blocks/pricing/FeaturedDomains.lazy';
import type { FeaturedDomainsAttributes } from './schema';

export function FeaturedDomainsBlock({ attributes, context }: BlockProps<FeaturedDomainsAttributes>) {
  const tlds = attributes.tlds?.length ? attributes.tlds : normaliseFeaturedTlds(attributes.className ?? '').filter((name) => /^[a-z0-9.-]+$/.test(name));
  return (
    <Section id={attributes.anchor} className="py-10">
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} />
      <IslandMessages locale={context.locale} namespaces={featuredDomainsMessages}>
        <FeaturedDomains tlds={tlds} locale={context.locale} />
      </IslandMessages>
    </Section>
  );
}
