import type { Membership } from '@/lib/content/types';
import { tierFacts, type MembershipFacts } from '@/lib/memberships/facts';
import { tierForDomainCount } from '@/lib/memberships/tiers';
import type { Amounts, FilledPart } from '@/lib/pricing/money';
import { linkTarget } from '@/lib/html/link-target';

/** Plan selector cap: at most 4 items. */
export const PLAN_SELECTOR_CAP = 4;

export interface MembershipCardItem {
  numberOfDomains: string;
  /**
   * The price of the tier for the item's domain count, from the membership facts (one membership
   * truth: the content system's own figure for the item is not shown), and the running promotion's.
   */
  yearly: Amounts;
  promo: Amounts | null;
  link: { url: string; target: '_blank' | null } | null;
}

/** A membership's card: the membership's own texts, its description and features with figures filled, its plan items. */
export interface MembershipCardData
  extends Pick<Membership, 'title' | 'cta' | 'textBeforePrice' | 'textAfterPrice' | 'selectDomainCountText' | 'tooltipContent' | 'listTitle'> {
  id: number;
  description: FilledPart[];
  features: FilledPart[][];
  items: MembershipCardItem[];
  /** The active plan at first: the item flagged isDefault (among the four shown), else none. */
  defaultIndex: number | null;
}

/**
 * A membership as its card shows it: at most 4 plan items; the card starts at the isDefault one,
 * else with none chosen. Reading: a default beyond the fourth item is not
 * shown, so the card starts with none.
 */
export function membershipCard(membership: Membership, facts: MembershipFacts, fill: (text: string) => FilledPart[]): MembershipCardData {
  const shown = membership.planItems.slice(0, PLAN_SELECTOR_CAP);
  const defaultIndex = shown.findIndex((item) => item.isDefault);
  return {
    id: membership.databaseId,
    title: membership.title,
    description: membership.description ? fill(membership.description) : [],
    cta: membership.cta,
    textBeforePrice: membership.textBeforePrice,
    textAfterPrice: membership.textAfterPrice,
    selectDomainCountText: membership.selectDomainCountText,
    tooltipContent: membership.tooltipContent,
    listTitle: membership.listTitle,
    features: membership.features.map(fill),
    items: shown.map((item) => {
      const count = Number(item.numberOfDomains.replace(/[,\s]/g, ''));
      const tier = Number.isFinite(count) ? tierForDomainCount(count) : null;
      const known = tier ? tierFacts(facts, tier.id) : null;
      return {
        numberOfDomains: item.numberOfDomains,
        yearly: known?.yearly ?? {},
        promo: known?.promo?.yearly ?? null,
        link: item.link?.url ? { url: item.link.url, target: linkTarget(item.link.url, item.link.target) ?? null } : null,
      };
    }),
    defaultIndex: defaultIndex >= 0 ? defaultIndex : null,
  };
}

/** The memberships of a category (by id), or those named by slug in that order, or all. */
export function selectMemberships(memberships: Membership[], filter: { category?: number; slugs?: string[] | null }): Membership[] {
  let selected = filter.category !== undefined ? memberships.filter((membership) => membership.categoryIds.includes(filter.category!)) : memberships;
  if (filter.slugs?.length) {
    const bySlug = new Map(selected.map((membership) => [membership.slug, membership]));
    selected = filter.slugs.flatMap((slug) => (bySlug.has(slug) ? [bySlug.get(slug)!] : []));
  }
  return selected;
}
