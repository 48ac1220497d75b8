'use client';

import dynamic from 'next/dynamic';

export type * from './ProductPricingTable.client';

/** Code-split entry of the ProductPricingTable island: its code is fetched only on pages that render it (still server-rendered). */
export const ProductPricingTable = dynamic(() => import('./ProductPricingTable.client').then((module) => module.ProductPricingTable));
