'use client';

import dynamic from 'next/dynamic';

export type * from './Templates.client';

/** Code-split entry of the Templates island: its code is fetched only on pages that render it (still server-rendered). */
export const Templates = dynamic(() => import('./Templates.client').then((module) => module.Templates));
