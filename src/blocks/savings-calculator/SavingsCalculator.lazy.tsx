'use client';

import { hydrateWhenVisible } from '@/components/blocks/hydrate-when-visible';

const load = () => import('./SavingsCalculator.client').then((module) => module.SavingsCalculator);

/**
 * Code-split entry of the SavingsCalculator island (with the pricing client): server-rendered, its
 * code fetched when the calculator comes near the screen or is touched, not with the page. Server
 * components import this, not the .client file.
 */
export const SavingsCalculator = hydrateWhenVisible(load);
