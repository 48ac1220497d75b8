'use client';

import dynamic from 'next/dynamic';

export type * from './ResourceTabs.client';

/** Code-split entry of the ResourceTabs island: its code is fetched only on pages that render it (still server-rendered). */
export const ResourceTabs = dynamic(() => import('./ResourceTabs.client').then((module) => module.ResourceTabs));
