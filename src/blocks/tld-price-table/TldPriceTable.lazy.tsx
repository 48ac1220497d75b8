'use client';

import dynamic from 'next/dynamic';

/**
 * Code-split entry of the TldPriceTable island: its code (with zod and the pricing client) is fetched only
 * on pages that render it, and still server-rendered. Server components import this, not the .client file.
 */
export const TldPriceTable = dynamic(() => import('./TldPriceTable.client').then((module) => module.TldPriceTable));
