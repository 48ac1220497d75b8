'use client';

import dynamic from 'next/dynamic';

export type * from './AnimatedHeading.client';

/** Code-split entry of the AnimatedHeading island: its code is fetched only on pages that render it (still server-rendered). */
export const AnimatedReveal = dynamic(() => import('./AnimatedHeading.client').then((module) => module.AnimatedReveal));
