'use client';

import dynamic from 'next/dynamic';

export type * from './CountUp.client';

/** Code-split entry of the CountUp island: its code is fetched only on pages that render it (still server-rendered). */
export const CountUp = dynamic(() => import('./CountUp.client').then((module) => module.CountUp));
