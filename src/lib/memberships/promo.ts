/**
 * Membership promo matching, client-safe. Which promotion applies is decided by the
 * promotions module (src/lib/promotions/membership.ts: type membership, page language, highest
 * priority); this module matches that promotion's memberships to the plans of a pricing block.
 *
 * Spec: pricing-and-catalogue.md §5.
 */
import type { PromotionMembership } from '@/lib/content/types';
import type { MembershipPromo } from '@/lib/promotions/membership';
import { CURRENCIES, type Currency } from '@/lib/pricing/currency';
import type { PriceMap } from './prices';

export type { MembershipPromo };

/** Ids are compared after lowercasing and turning spaces into underscores ('Basic S' = 'basic_s'). */
export function membershipKey(value: string): string {
  return value.trim().toLowerCase().replace(/ /g, '_');
}

/**
 * The newer pricing block matches a plan by its title with the word 'Membership' removed
 * ('Basic Membership' → 'basic'). Reading: the word is removed wherever it stands, in any case,
 * and the spaces it leaves around the rest are trimmed (so no trailing underscore is left).
 */
export function newerBlockMembershipId(title: string): string {
  return membershipKey(title.replace(/\bmembership\b/gi, ' ').replace(/\s+/g, ' '));
}

/**
 * The older pricing block matches only its basic and professional plans, as basic_s and
 * professional_s; any other plan (Free) never matches a promotion. The title is read
 * the same way as in the newer block ('Basic Membership' is basic).
 */
export function olderBlockMembershipId(title: string): string | null {
  const key = newerBlockMembershipId(title);
  if (key === 'basic') return 'basic_s';
  if (key === 'professional') return 'professional_s';
  return null;
}

/** The promo's membership for a plan id, if the promotion has one (ids compared as keys). */
export function promoMembershipFor(promo: MembershipPromo | null | undefined, membershipId: string | null): PromotionMembership | null {
  if (!promo || !membershipId) return null;
  const key = membershipKey(membershipId);
  return promo.memberships.find((membership) => membershipKey(membership.membershipId) === key) ?? null;
}

/** The sale label, only when non-empty after trimming (and a matching promotion exists). */
export function saleLabelOf(membership: PromotionMembership | null): string | null {
  const label = membership?.saleLabel?.trim();
  return label ? label : null;
}

/** The promotional yearly price in a currency: prices.year keyed by the lowercase currency code. */
export function promoYearPrice(membership: PromotionMembership | null, currency: Currency): number | null {
  if (!membership) return null;
  const amount = membership.yearPrices[currency.toLowerCase()];
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : null;
}

/** All promotional yearly prices of a membership as a PriceMap. */
export function promoYearPriceMap(membership: PromotionMembership | null): PriceMap {
  const map: PriceMap = {};
  for (const currency of CURRENCIES) {
    const amount = promoYearPrice(membership, currency);
    if (amount !== null) map[currency] = amount;
  }
  return map;
}

/** What a plan shows of a matching promotion: its label and promotional yearly prices. */
export interface PlanPromo {
  saleLabel: string | null;
  yearPrices: PriceMap;
}

export function planPromo(promo: MembershipPromo | null | undefined, membershipId: string | null): PlanPromo | null {
  const membership = promoMembershipFor(promo, membershipId);
  if (!membership) return null;
  return { saleLabel: saleLabelOf(membership), yearPrices: promoYearPriceMap(membership) };
}
