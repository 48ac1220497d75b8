'use client';

import { hydrateWhenVisible } from './hydrate-when-visible';

export type * from './Countdown.client';

const load = () => import('./Countdown.client').then((module) => module.CountdownTimer);

/**
 * Code-split entry of the Countdown island: server-rendered (the time left at render), its code
 * fetched when the timer comes near the screen, where its ticking can be seen.
 */
export const CountdownTimer = hydrateWhenVisible(load);
