/** The MembershipCards island's messages (memberships.json). */
export const membershipCardsMessages = ['memberships.cards', 'memberships.unavailable', 'memberships.billing.was', 'memberships.moreInfo'] as const;
