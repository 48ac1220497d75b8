'use client';

import dynamic from 'next/dynamic';

export type * from './BlogHub.client';

/** Code-split entry of the BlogHub island: its code is fetched only on pages that render it (still server-rendered). */
export const BlogHub = dynamic(() => import('./BlogHub.client').then((module) => module.BlogHub));
