'use client';

import dynamic from 'next/dynamic';

export type * from './FaqAccordion.client';

/** Code-split entry of the FaqAccordion island: its code is fetched only on pages that render it (still server-rendered). */
export const FaqAccordion = dynamic(() => import('./FaqAccordion.client').then((module) => module.FaqAccordion));
