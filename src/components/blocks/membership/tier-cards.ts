import 'server-only';
import type { Locale } from '@/i18n/locales';
import { tierFacts, type MembershipFacts } from '@/lib/memberships/facts';
import { tierByName } from '@/lib/memberships/tiers';
import type { Copy } from '../pricing/copy';
import { tierCardData, type MembershipMessages } from './labels';
import type { TierCardAttribute } from './schema';
import type { TierCardData } from './TierCard';

/**
 * The cards to show: the listed tiers (unknown types left out), or all 11 tiers. Prices, savings
 * and ROI are always the membership facts' (one membership truth): a figure the content system
 * sends for a known tier is not shown; its features are (their figures as placeholders).
 */
export function tierCardsFromAttributes(cards: TierCardAttribute[] | null | undefined, facts: MembershipFacts, t: MembershipMessages, locale: Locale, copy: Copy): TierCardData[] {
  if (!cards?.length) return facts.tiers.map((tier) => tierCardData(tier, t, locale, copy));
  return cards.flatMap((card) => {
    const tier = tierByName(card.membershipType);
    const known = tier ? tierFacts(facts, tier.id) : null;
    return known ? [tierCardData(known, t, locale, copy, card.features ?? null)] : [];
  });
}
