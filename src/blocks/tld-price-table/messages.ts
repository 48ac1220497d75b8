/** The TldPriceTable island's messages (pricing.json). */
export const tldPriceTableMessages = ['pricing.tldTable', 'pricing.loading', 'pricing.sortBy', 'pricing.previous', 'pricing.next', 'pricing.page', 'pricing.first'] as const;
