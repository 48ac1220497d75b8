import { Section } from '@/components/ui/Section';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { membershipMessages, tierCardLabels } from '@/components/blocks/membership/labels';
import { TierCard } from '@/components/blocks/membership/TierCard';
import { planPriceMessages } from '@/components/blocks/membership/messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { pageCopy } from '@/components/blocks/pricing/copy';
import type { BlockProps } from '../types';
import { tierCardsFromAttributes } from '@/components/blocks/membership/tier-cards';
import type { MembershipTierCardsAttributes } from './schema';

/** Membership tier cards: type, yearly price in the page currency, features with tooltips, ROI and savings. */
export async function MembershipTierCardsBlock({ attributes, context }: BlockProps<MembershipTierCardsAttributes>) {
  const [t, copy] = await Promise.all([membershipMessages(context.locale), pageCopy(context.locale)]);
  const cards = tierCardsFromAttributes(attributes.cards, copy.sources.memberships, t, context.locale, copy);
  if (!cards.length) return null;
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} copy={copy} />
      <IslandMessages locale={context.locale} namespaces={planPriceMessages}>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="membership-tier-cards">
          {cards.map((card) => (
            <TierCard key={card.id} card={card} labels={tierCardLabels(t)} locale={context.locale} headingLevel={attributes.heading?.title ? 'h3' : 'h2'} />
          ))}
        </div>
      </IslandMessages>
    </Section>
  );
}
