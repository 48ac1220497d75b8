'use client';

import dynamic from 'next/dynamic';

export type * from './FaqSearch.client';

/** Code-split entry of the FaqSearch island: its code is fetched only on pages that render it (still server-rendered). */
export const FaqSearch = dynamic(() => import('./FaqSearch.client').then((module) => module.FaqSearch));
