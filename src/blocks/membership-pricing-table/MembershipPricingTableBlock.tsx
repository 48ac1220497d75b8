import { Section } from '@/components/ui/Section';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { membershipMessages } from '@/components/blocks/membership/labels';
import type { BlockProps } from '../types';
import { MembershipPricingTable } from '@/components/blocks/membership/MembershipPricingTable.lazy';
import { pricingTableMessages } from '@/components/blocks/membership/messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
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
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <div className="text-center">
        <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} copy={copy} />
      </div>
      <IslandMessages locale={context.locale} namespaces={pricingTableMessages}>
        <MembershipPricingTable
          plans={plans}
          locale={context.locale}
          additionalCta={attributes.additionalCTA ? { ...attributes.additionalCTA, prompt: copy.plain(attributes.additionalCTA.prompt) } : null}
          own={{ toggle: attributes.toggleLabels, billing: attributes.billingText, mostPopular: attributes.mostPopular, startsFrom: attributes.startsFrom }}
        />
      </IslandMessages>
    </Section>
  );
}
