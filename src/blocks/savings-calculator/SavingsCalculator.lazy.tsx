'use client';

import dynamic from 'next/dynamic';

export type { SavingsCalculatorLabels } from './SavingsCalculator.client';

/**
 * Code-split entry of the SavingsCalculator island: its code (with zod and the pricing client) is fetched only
 * on pages that render it, and still server-rendered. Server components import this, not the .client file.
 */
export const SavingsCalculator = dynamic(() => import('./SavingsCalculator.client').then((module) => module.SavingsCalculator));
