import { pageCopy } from '@/components/blocks/pricing/copy';
import { membershipMessages } from '@/components/blocks/membership/labels';
import type { BlockProps } from '../types';
import { MembershipPricingSection } from '@/components/blocks/membership/MembershipPricingSection';
import { defaultDescriptions, defaultPricingData, pricingTablePlans } from './plans';
import type { MembershipPricingTableAttributes } from './schema';

/** The membership comparison table of /membership-plans and /membership-plans-new (the newer pricing block). */
export async function MembershipPricingTableBlock({ attributes, context }: BlockProps<MembershipPricingTableAttributes>) {
  const [t, copy] = await Promise.all([membershipMessages(context.locale), pageCopy(context.locale)]);
  const data = attributes.pricingData ?? defaultPricingData(t);
  const plans = pricingTablePlans(
    data,
    { oldPrices: attributes.oldPrices, planDescriptions: attributes.planDescriptions ?? (attributes.pricingData ? {} : defaultDescriptions(t)) },
    copy,
    context,
    t,
  );
  if (!plans.length) return null;
  return (
    <MembershipPricingSection
      attributes={attributes}
      copy={copy}
      plans={plans}
      locale={context.locale}
      additionalCta={attributes.additionalCTA ? { ...attributes.additionalCTA, prompt: copy.plain(attributes.additionalCTA.prompt) } : null}
      own={{ toggle: attributes.toggleLabels, billing: attributes.billingText, mostPopular: attributes.mostPopular, startsFrom: attributes.startsFrom }}
    />
  );
}
