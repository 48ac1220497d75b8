'use client';

import dynamic from 'next/dynamic';

export type * from './ReadMore.client';

/** Code-split entry of the ReadMore island: its code is fetched only on pages that render it (still server-rendered). */
export const ReadMore = dynamic(() => import('./ReadMore.client').then((module) => module.ReadMore));
