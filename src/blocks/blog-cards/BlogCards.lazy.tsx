'use client';

import dynamic from 'next/dynamic';

export type * from './BlogCards.client';

/** Code-split entry of the BlogCards island: its code is fetched only on pages that render it (still server-rendered). */
export const BlogCards = dynamic(() => import('./BlogCards.client').then((module) => module.BlogCards));
