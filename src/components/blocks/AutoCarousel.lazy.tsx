'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the AutoCarousel island (embla is fetched only by pages that show a carousel). */
export const AutoCarousel = dynamic(() => import('./AutoCarousel.client').then((module) => module.AutoCarousel));
