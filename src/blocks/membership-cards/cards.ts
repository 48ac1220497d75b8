import type { Membership } from '@/lib/content/types';
import { parsePrice } from '@/lib/pricing/savings-calculator';
import type { PriceMap } from '@/lib/memberships/prices';

/** Plan selector cap: at most 4 items. */
export const PLAN_SELECTOR_CAP = 4;

export interface MembershipCardItem {
  numberOfDomains: string;
  /** The plan item's price: the content system gives one figure, in US dollars. */
  prices: PriceMap;
  link: { url: string; target: '_blank' | null } | null;
}

export interface MembershipCardData {
  id: number;
  title: string;
  description: string;
  cta: string;
  textBeforePrice: string;
  textAfterPrice: string;
  selectDomainCountText: string;
  tooltipContent: string;
  listTitle: string;
  features: string[];
  items: MembershipCardItem[];
  /** The active plan at first: the item flagged isDefault (among the four shown), else none. */
  defaultIndex: number | null;
}

/**
 * A membership as its card shows it: at most 4 plan items; the card starts at the isDefault one,
 * else with none chosen. Reading: a default beyond the fourth item is not
 * shown, so the card starts with none.
 */
export function membershipCard(membership: Membership): MembershipCardData {
  const shown = membership.planItems.slice(0, PLAN_SELECTOR_CAP);
  const defaultIndex = shown.findIndex((item) => item.isDefault);
  return {
    id: membership.databaseId,
    title: membership.title,
    description: membership.description,
    cta: membership.cta,
    textBeforePrice: membership.textBeforePrice,
    textAfterPrice: membership.textAfterPrice,
    selectDomainCountText: membership.selectDomainCountText,
    tooltipContent: membership.tooltipContent,
    listTitle: membership.listTitle,
    features: membership.features,
    items: shown.map((item) => {
      const price = parsePrice(item.price);
      return {
        numberOfDomains: item.numberOfDomains,
        prices: price === null ? {} : { USD: price },
        link: item.link?.url ? { url: item.link.url, target: item.link.target === '_blank' ? '_blank' : null } : null,
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
