'use client';

import dynamic from 'next/dynamic';

export type * from './LongDescription.client';

/** Code-split entry of the LongDescription island: its code is fetched only on pages that render it (still server-rendered). */
export const LongDescription = dynamic(() => import('./LongDescription.client').then((module) => module.LongDescription));
