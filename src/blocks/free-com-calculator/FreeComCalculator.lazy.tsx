'use client';

import dynamic from 'next/dynamic';

export type * from './FreeComCalculator.client';

/** Code-split entry of the FreeComCalculator island: its code is fetched only on pages that render it (still server-rendered). */
export const FreeComCalculator = dynamic(() => import('./FreeComCalculator.client').then((module) => module.FreeComCalculator));
