'use client';

import dynamic from 'next/dynamic';

export type * from './TldPriceCards.client';

/** Code-split entry of the TldPriceCards island: its code is fetched only on pages that render it (still server-rendered). */
export const TldPriceCards = dynamic(() => import('./TldPriceCards.client').then((module) => module.TldPriceCards));
