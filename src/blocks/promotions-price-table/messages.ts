/** The PromotionsPriceTable island's messages (pricing.json). */
export const promotionsPriceTableMessages = ['pricing.promotions', 'pricing.previous', 'pricing.next', 'pricing.page', 'pricing.first'] as const;
