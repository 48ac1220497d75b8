import { Section } from '@/components/ui/Section';
import { contentSource } from '@/lib/content';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { pageCopy } from '@/components/blocks/pricing/copy';
import type { BlockProps } from '../types';
import { membershipCard, selectMemberships } from './cards';
import { MembershipCards } from './MembershipCards.lazy';
import { membershipCardsMessages } from './messages';
import type { MembershipCardsAttributes } from './schema';

/** Membership cards from the content source's memberships (embedded documents or WPGraphQL). */
export async function MembershipCardsBlock({ attributes, context }: BlockProps<MembershipCardsAttributes>) {
  const [memberships, copy] = await Promise.all([contentSource().getMemberships(), pageCopy(context.locale)]);
  const cards = selectMemberships(memberships, { category: attributes.category, slugs: attributes.memberships }).map((membership) =>
    membershipCard(membership, copy.sources.memberships, (text) => copy.parts(text)),
  );
  if (!cards.length) return null;
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} copy={copy} />
      <IslandMessages locale={context.locale} namespaces={membershipCardsMessages}>
        <MembershipCards cards={cards} locale={context.locale} />
      </IslandMessages>
    </Section>
  );
}
