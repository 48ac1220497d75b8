'use client';

import dynamic from 'next/dynamic';

export type * from './ComparisonList.client';

/** Code-split entry of the ComparisonList island: its code is fetched only on pages that render it (still server-rendered). */
export const ComparisonList = dynamic(() => import('./ComparisonList.client').then((module) => module.ComparisonList));
