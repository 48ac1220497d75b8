/** The PromoCarousel island's messages (blocks.json). */
export const promoCarouselMessages = ['blocks.promoCarousel'] as const;
