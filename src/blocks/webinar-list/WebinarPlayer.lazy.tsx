'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the webinar list's modal player (Radix dialog). */
export const WebinarPlayer = dynamic(() => import('./WebinarPlayer.client').then((module) => module.WebinarPlayer));
