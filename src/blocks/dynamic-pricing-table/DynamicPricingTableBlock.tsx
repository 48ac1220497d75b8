import { ButtonLink } from '@/components/ui/Button';
import { Heading } from '@/components/ui/Heading';
import { Section } from '@/components/ui/Section';
import { isDomainTransferPath } from '@/lib/pricing/pricing-table';
import { pricingLabels } from '@/components/blocks/pricing/labels';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import type { BlockProps } from '../types';
import { DynamicPricingTable } from './DynamicPricingTable.lazy';
import { dynamicPricingTableMessages } from './messages';
import type { DynamicPricingTableAttributes } from './schema';

/**
 * Dynamic pricing table with optional heading and button. On /domains/domain-transfer the featured
 * TLDs only; elsewhere the full list in pages of 15 and a CSV download of the full price list.
 */
export async function DynamicPricingTableBlock({ attributes, context }: BlockProps<DynamicPricingTableAttributes>) {
  const pricing = await pricingLabels(context.locale);
  const featuredOnly = isDomainTransferPath(context.path);
  const featured = attributes.featuredTlds ?? [];
  return (
    <Section id={attributes.anchor || 'pricing-table'} className={`py-10 ${attributes.className ?? ''}`}>
      {attributes.heading ? (
        <Heading tag="h2" className="mb-4">
          {attributes.heading}
        </Heading>
      ) : null}
      {/* Outside domain-transfer the table lists every TLD; the featured list only orders the request there. */}
      <IslandMessages locale={context.locale} namespaces={dynamicPricingTableMessages}>
        <DynamicPricingTable featuredTlds={featuredOnly ? featured : []} path={context.path} locale={context.locale} />
      </IslandMessages>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {attributes.buttonName && attributes.buttonUrl ? <ButtonLink href={attributes.buttonUrl}>{attributes.buttonName}</ButtonLink> : null}
        {!featuredOnly ? (
          <a href="/api/pricing-data/csv" download className="font-semibold text-brand underline underline-offset-2">
            {pricing.t('pricingTable.download')}
          </a>
        ) : null}
      </div>
    </Section>
  );
}

