'use client';

import dynamic from 'next/dynamic';

export type * from './CardGridFilter.client';

/** Code-split entry of the CardGridFilter island: its code is fetched only on pages that render it (still server-rendered). */
export const CardGridFilter = dynamic(() => import('./CardGridFilter.client').then((module) => module.CardGridFilter));
