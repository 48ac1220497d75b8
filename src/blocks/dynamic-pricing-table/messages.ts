/** The DynamicPricingTable island's messages (pricing.json). */
export const dynamicPricingTableMessages = ['pricing.pricingTable', 'pricing.loading', 'pricing.unavailable', 'pricing.sortBy', 'pricing.previous', 'pricing.next', 'pricing.page', 'pricing.first'] as const;
