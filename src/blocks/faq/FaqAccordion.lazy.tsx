'use client';

import { hydrateWhenVisible } from '@/components/blocks/hydrate-when-visible';

export type * from './FaqAccordion.client';

const load = () => import('./FaqAccordion.client').then((module) => module.FaqAccordion);

/**
 * Code-split entry of the FaqAccordion island (Radix Accordion): server-rendered, its code fetched
 * when the questions come near the screen or are touched, not with the page.
 */
export const FaqAccordion = hydrateWhenVisible(load);
