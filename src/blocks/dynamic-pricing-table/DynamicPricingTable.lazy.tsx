'use client';

import dynamic from 'next/dynamic';

/**
 * Code-split entry of the DynamicPricingTable island: its code (with zod and the pricing client) is fetched only
 * on pages that render it, and still server-rendered. Server components import this, not the .client file.
 */
export const DynamicPricingTable = dynamic(() => import('./DynamicPricingTable.client').then((module) => module.DynamicPricingTable));
