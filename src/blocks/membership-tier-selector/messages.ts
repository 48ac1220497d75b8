/** The TierSelector island's messages (memberships.json): its own, and what its tier cards show. */
export const tierSelectorMessages = ['memberships.selector', 'memberships.billing.perYear', 'memberships.billing.was', 'memberships.moreInfo'] as const;
