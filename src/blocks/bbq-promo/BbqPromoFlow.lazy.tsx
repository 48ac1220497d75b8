'use client';

import dynamic from 'next/dynamic';

export type * from './BbqPromoFlow.client';

/** Code-split entry of the BbqPromoFlow island: its code is fetched only on pages that render it (still server-rendered). */
export const BbqPromoFlow = dynamic(() => import('./BbqPromoFlow.client').then((module) => module.BbqPromoFlow));
