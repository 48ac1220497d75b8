'use client';

import dynamic from 'next/dynamic';

export type * from './DomainSearch.client';

/** Code-split entry of the DomainSearch island: its code is fetched only on pages that render it (still server-rendered). */
export const DomainSearchForm = dynamic(() => import('./DomainSearch.client').then((module) => module.DomainSearchForm));
