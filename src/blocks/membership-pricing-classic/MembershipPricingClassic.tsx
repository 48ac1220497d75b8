import { Section } from '@/components/ui/Section';
import { membershipPromoFor } from '@/lib/promotions/membership';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { membershipMessages } from '@/components/blocks/membership/labels';
import { MembershipPricingTable } from '@/components/blocks/membership/MembershipPricingTable.client';
import { pricingTableLabels } from '@/components/blocks/membership/pricing-table-labels';
import type { BlockProps } from '../types';
import { classicPlans } from './classic';
import type { MembershipPricingClassicAttributes } from './schema';

/**
 * The older membership pricing block with its hard-coded display prices (reading (a): shown as
 * they are). Like every membership pricing table it starts on Monthly (monthly first, or yearly,
 * by two buttons); its monthly figures are the given ones, else
 * yearly / 12 to the nearest cent.
 */
export async function MembershipPricingClassicBlock({ attributes, context }: BlockProps<MembershipPricingClassicAttributes>) {
  const [t, promo] = await Promise.all([membershipMessages(context.locale), membershipPromoFor(context.locale)]);
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <div className="text-center">
        <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} />
      </div>
      <MembershipPricingTable
        plans={classicPlans(attributes, promo, context, t)}
        locale={context.locale}
        additionalCta={null}
        labels={pricingTableLabels(t)}
        monthlyRounding="nearest"
      />
    </Section>
  );
}
