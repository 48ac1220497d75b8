'use client';

import dynamic from 'next/dynamic';

export type * from './BlogCarousel.client';

/** Code-split entry of the BlogCarousel island: its code is fetched only on pages that render it (still server-rendered). */
export const BlogCarousel = dynamic(() => import('./BlogCarousel.client').then((module) => module.BlogCarousel));
