'use client';

import dynamic from 'next/dynamic';

export type * from './WallLoadMore.client';

/** Code-split entry of the WallLoadMore island: its code is fetched only on pages that render it (still server-rendered). */
export const WallLoadMore = dynamic(() => import('./WallLoadMore.client').then((module) => module.WallLoadMore));
