import { pageCopy } from '@/components/blocks/pricing/copy';
import { membershipMessages } from '@/components/blocks/membership/labels';
import { MembershipPricingSection } from '@/components/blocks/membership/MembershipPricingSection';
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
    <MembershipPricingSection
      attributes={attributes}
      copy={copy}
      plans={classicPlans(attributes, copy, context, t)}
      locale={context.locale}
      additionalCta={null}
      monthlyRounding="nearest"
    />
  );
}
