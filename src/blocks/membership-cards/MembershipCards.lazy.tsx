'use client';

import dynamic from 'next/dynamic';

export type * from './MembershipCards.client';

/** Code-split entry of the MembershipCards island: its code is fetched only on pages that render it (still server-rendered). */
export const MembershipCards = dynamic(() => import('./MembershipCards.client').then((module) => module.MembershipCards));
