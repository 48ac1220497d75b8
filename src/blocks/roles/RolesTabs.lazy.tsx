'use client';

import dynamic from 'next/dynamic';

export type * from './RolesTabs.client';

/** Code-split entry of the RolesTabs island: its code is fetched only on pages that render it (still server-rendered). */
export const RolesTabs = dynamic(() => import('./RolesTabs.client').then((module) => module.RolesTabs));
