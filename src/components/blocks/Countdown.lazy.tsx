'use client';

import dynamic from 'next/dynamic';

export type * from './Countdown.client';

/** Code-split entry of the Countdown island: its code is fetched only on pages that render it (still server-rendered). */
export const CountdownTimer = dynamic(() => import('./Countdown.client').then((module) => module.CountdownTimer));
