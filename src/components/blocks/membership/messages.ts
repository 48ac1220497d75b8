import type { MessageNamespace } from '@/i18n/island-messages';

/** The MembershipPricingTable island's messages (memberships.json). */
export const pricingTableMessages = [
  'memberships.billing',
  'memberships.mostPopular',
  'memberships.moreInfo',
  'memberships.free',
  'memberships.unavailable',
  'memberships.included',
  'memberships.notIncluded',
] as const satisfies readonly MessageNamespace[];

/** What PlanPrice (MembershipPrice.client.tsx) reads: the struck-through price's name. */
export const planPriceMessages = ['memberships.billing.was'] as const satisfies readonly MessageNamespace[];
