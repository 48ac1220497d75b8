'use client';

import dynamic from 'next/dynamic';

export type * from './PaginationDemo.client';

/** Code-split entry of the PaginationDemo island: its code is fetched only on pages that render it (still server-rendered). */
export const PaginationDemo = dynamic(() => import('./PaginationDemo.client').then((module) => module.PaginationDemo));
