import { Section } from '@/components/ui/Section';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { membershipMessages } from '@/components/blocks/membership/labels';
import { MembershipPricingTable } from '@/components/blocks/membership/MembershipPricingTable.lazy';
import { pricingTableMessages } from '@/components/blocks/membership/messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import type { BlockProps } from '../types';
import { classicPlans } from './classic';
import type { MembershipPricingClassicAttributes } from './schema';

/**
 * The older membership pricing block: the membership facts (reading (b), see classic.ts). Like
 * every membership pricing table it starts on Monthly (monthly first, or yearly, by two buttons);
 * its monthly figures are yearly / 12 to the nearest cent.
 */
export async function MembershipPricingClassicBlock({ attributes, context }: BlockProps<MembershipPricingClassicAttributes>) {
  const [t, copy] = await Promise.all([membershipMessages(context.locale), pageCopy(context.locale)]);
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <div className="text-center">
        <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} copy={copy} />
      </div>
      <IslandMessages locale={context.locale} namespaces={pricingTableMessages}>
        <MembershipPricingTable plans={classicPlans(attributes, copy, context, t)} locale={context.locale} additionalCta={null} monthlyRounding="nearest" />
      </IslandMessages>
    </Section>
  );
}
