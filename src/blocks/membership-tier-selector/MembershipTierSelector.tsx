import { Section } from '@/components/ui/Section';
import { TIER_OPTIONS, tierByName } from '@/lib/memberships/tiers';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { formatCount, membershipMessages, tierCardData } from '@/components/blocks/membership/labels';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import type { BlockProps } from '../types';
import { tierCardsFromAttributes } from '@/components/blocks/membership/tier-cards';
import type { MembershipTierSelectorAttributes } from './schema';
import { tierSelectorMessages } from './messages';
import { TierSelector, type TierSelectorOption } from './TierSelector.lazy';

const DEFAULT_OVERVIEW = ['Basic S', 'Professional S', 'Supreme S'];

/** Tier selector: overview of three plans, one tier card per domain count, Reset. */
export async function MembershipTierSelectorBlock({ attributes, context }: BlockProps<MembershipTierSelectorAttributes>) {
  const [t, copy] = await Promise.all([membershipMessages(context.locale), pageCopy(context.locale)]);
  const locale = context.locale;
  const facts = copy.sources.memberships;
  // Every tier's card (the content's features applied), so the island can show any of them.
  const overrides = attributes.cards?.length ? tierCardsFromAttributes(attributes.cards, facts, t, locale, copy) : [];
  const cards = facts.tiers.map((tier) => overrides.find((card) => card.id === tier.id) ?? tierCardData(tier, t, locale, copy));
  const overview = (attributes.overview?.length ? attributes.overview : DEFAULT_OVERVIEW)
    .map((name) => tierByName(name))
    .flatMap((tier) => (tier ? cards.filter((card) => card.id === tier.id) : []));

  const options: TierSelectorOption[] = attributes.options?.length
    ? attributes.options.map((value) => {
        const count = Number(value.replace(/[,+]/g, ''));
        const label = Number.isFinite(count)
          ? value.trim().endsWith('+')
            ? t('selector.moreThan', { count: formatCount(count, locale) })
            : t('selector.exactly', { count: formatCount(count, locale) })
          : value;
        return { value, label };
      })
    : TIER_OPTIONS.map((option) => ({ value: option.value, label: t(`selector.${option.wording}`, { count: formatCount(option.shown, locale) }) }));

  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} copy={copy} />
      <IslandMessages locale={locale} namespaces={tierSelectorMessages}>
        <TierSelector options={options} overview={overview} cards={cards} locale={locale} label={attributes.label || undefined} />
      </IslandMessages>
    </Section>
  );
}
