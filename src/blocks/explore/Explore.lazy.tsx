'use client';

import dynamic from 'next/dynamic';

export type * from './Explore.client';

/** Code-split entry of the Explore island: its code is fetched only on pages that render it (still server-rendered). */
export const Explore = dynamic(() => import('./Explore.client').then((module) => module.Explore));
