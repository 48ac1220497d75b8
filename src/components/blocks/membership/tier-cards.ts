import 'server-only';
import type { Locale } from '@/i18n/locales';
import { MEMBERSHIP_TIERS, tierByName } from '@/lib/memberships/tiers';
import { tierCardData, type MembershipMessages } from './labels';
import type { TierCardAttribute } from './schema';
import type { TierCardData } from './TierCard';

/** The cards to show: the listed tiers (unknown types left out), or all 11 tiers. */
export function tierCardsFromAttributes(cards: TierCardAttribute[] | null | undefined, t: MembershipMessages, locale: Locale): TierCardData[] {
  if (!cards?.length) return MEMBERSHIP_TIERS.map((tier) => tierCardData(tier, t, locale));
  return cards.flatMap((card) => {
    const tier = tierByName(card.membershipType);
    if (!tier) return [];
    return [
      tierCardData(tier, t, locale, {
        prices: card.price,
        savings: card.savings,
        roi: card.roi || undefined,
        features: card.features ?? undefined,
      }),
    ];
  });
}
