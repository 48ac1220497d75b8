'use client';

import dynamic from 'next/dynamic';

/**
 * Code-split entry of the TldPriceSearch island: its code (with zod and the pricing client) is fetched only
 * on pages that render it, and still server-rendered. Server components import this, not the .client file.
 */
export const TldPriceSearch = dynamic(() => import('./TldPriceSearch.client').then((module) => module.TldPriceSearch));
