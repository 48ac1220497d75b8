import type { Promotion, PromotionMembership } from '@/lib/content/types';
import { normalisePromotionLanguage } from './select';
import { promotionsService, type PromotionsService } from './service';

/**
 * The membership promo: built from the source promotion's
 * id, locale, eventCode, landingUrl, stickyBannerSettings.stickyCtaText (its discount call to
 * action) and memberships[]. Plain data: server components hand it to the pricing islands.
 *
 * Spec: pricing-and-catalogue.md §3 "Membership promo", §5, §8.
 */
export interface MembershipPromo {
  id: string;
  locale: string;
  eventCode: string | null;
  landingUrl: string | null;
  discountCta: string | null;
  memberships: PromotionMembership[];
  /** The campaign's last day (YYYY-MM-DD), null when open-ended. */
  endDate: string | null;
  title: string;
}

/**
 * Which promotion prices the memberships: only promotions of type membership are
 * used; if any of them match the page language (the first two letters, lowercased) only those
 * are kept; the highest priority wins (the first in the list on a tie). None: null, and the
 * pricing blocks show their normal prices.
 */
export function selectMembershipPromotion(promotions: readonly Promotion[], pageLanguage: string): Promotion | null {
  const language = normalisePromotionLanguage(pageLanguage);
  const memberships = promotions.filter((promotion) => promotion.type?.trim().toLowerCase() === 'membership');
  const inLanguage = memberships.filter((promotion) => promotion.locale.slice(0, 2).toLowerCase() === language);
  const candidates = inLanguage.length ? inLanguage : memberships;
  let best: Promotion | null = null;
  for (const promotion of candidates) if (!best || promotion.priority > best.priority) best = promotion;
  return best;
}

export function toMembershipPromo(promotion: Promotion): MembershipPromo {
  return {
    id: promotion.id,
    locale: promotion.locale,
    eventCode: promotion.eventCode,
    landingUrl: promotion.landingUrl,
    discountCta: promotion.stickyCtaText,
    memberships: promotion.memberships ?? [],
    endDate: promotion.endDate ?? null,
    title: promotion.title,
  };
}

/**
 * The page's membership promo through the one promotions service (300 s cache; only running
 * promotions leave it, src/lib/promotions/running.ts). A failed
 * promotions call answers no promotions, so the normal prices remain.
 */
export async function membershipPromoFor(pageLanguage: string, service: PromotionsService = promotionsService()): Promise<MembershipPromo | null> {
  const promotion = selectMembershipPromotion(await service.all(), pageLanguage);
  return promotion ? toMembershipPromo(promotion) : null;
}
