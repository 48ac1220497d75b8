'use client';

import dynamic from 'next/dynamic';

export type * from './MembershipPricingTable.client';

/** Code-split entry of the MembershipPricingTable island: its code is fetched only on pages that render it (still server-rendered). */
export const MembershipPricingTable = dynamic(() => import('./MembershipPricingTable.client').then((module) => module.MembershipPricingTable));
