'use client';

import dynamic from 'next/dynamic';

export type * from './MembershipPrice.client';

/** Code-split entry of the MembershipPrice island: its code is fetched only on pages that render it (still server-rendered). */
export const FigureLine = dynamic(() => import('./MembershipPrice.client').then((module) => module.FigureLine));
export const PlanPrice = dynamic(() => import('./MembershipPrice.client').then((module) => module.PlanPrice));
