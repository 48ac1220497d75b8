'use client';

import dynamic from 'next/dynamic';

export type { MembershipOfferCard } from './PromotionsBrowser.client';

/** Code-split entry of the promotions browser island (fetched only where the block is used, still server-rendered). */
export const PromotionsBrowser = dynamic(() => import('./PromotionsBrowser.client').then((module) => module.PromotionsBrowser));
