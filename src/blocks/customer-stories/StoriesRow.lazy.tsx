'use client';

import dynamic from 'next/dynamic';

export type * from './StoriesRow.client';

/** Code-split entry of the StoriesRow island: its code is fetched only on pages that render it (still server-rendered). */
export const StoriesRow = dynamic(() => import('./StoriesRow.client').then((module) => module.StoriesRow));
