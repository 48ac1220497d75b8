'use client';

import dynamic from 'next/dynamic';

export type * from './ScrollDownButton.client';

/** Code-split entry of the ScrollDownButton island: its code is fetched only on pages that render it (still server-rendered). */
export const ScrollDownButton = dynamic(() => import('./ScrollDownButton.client').then((module) => module.ScrollDownButton));
