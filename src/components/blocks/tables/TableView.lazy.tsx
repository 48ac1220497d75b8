'use client';

import dynamic from 'next/dynamic';

export type * from './TableView.client';

/** Code-split entry of the TableView island: its code is fetched only on pages that render it (still server-rendered). */
export const ProductTableView = dynamic(() => import('./TableView.client').then((module) => module.ProductTableView));
