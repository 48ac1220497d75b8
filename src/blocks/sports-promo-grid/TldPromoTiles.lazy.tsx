'use client';

import dynamic from 'next/dynamic';

export type * from './TldPromoTiles.client';

/** Code-split entry of the TldPromoTiles island: its code is fetched only on pages that render it (still server-rendered). */
export const ScrollToBlockOnLoad = dynamic(() => import('./TldPromoTiles.client').then((module) => module.ScrollToBlockOnLoad));
export const TldPromoTiles = dynamic(() => import('./TldPromoTiles.client').then((module) => module.TldPromoTiles));
