'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the InfoTooltip island: its code is fetched only on pages that render it (still server-rendered). */
export const InfoTooltip = dynamic(() => import('./InfoTooltip.client').then((module) => module.InfoTooltip));
