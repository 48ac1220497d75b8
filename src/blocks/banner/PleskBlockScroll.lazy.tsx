'use client';

import dynamic from 'next/dynamic';

export type * from './PleskBlockScroll.client';

/** Code-split entry of the PleskBlockScroll island: its code is fetched only on pages that render it (still server-rendered). */
export const PleskBlockScroll = dynamic(() => import('./PleskBlockScroll.client').then((module) => module.PleskBlockScroll));
