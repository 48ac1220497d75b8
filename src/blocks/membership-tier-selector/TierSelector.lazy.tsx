'use client';

import dynamic from 'next/dynamic';

export type * from './TierSelector.client';

/** Code-split entry of the TierSelector island: its code is fetched only on pages that render it (still server-rendered). */
export const TierSelector = dynamic(() => import('./TierSelector.client').then((module) => module.TierSelector));
