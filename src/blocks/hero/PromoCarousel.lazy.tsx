'use client';

import dynamic from 'next/dynamic';

/**
 * Code-split entry of the PromoCarousel island (embla and the promotions client): fetched only on
 * pages that show it. Server components import this, not the .client file.
 */
export const PromoCarousel = dynamic(() => import('./PromoCarousel.client').then((module) => module.PromoCarousel));
