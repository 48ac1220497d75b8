'use client';

import dynamic from 'next/dynamic';

export type * from './BackgroundVideo.client';

/** Code-split entry of the BackgroundVideo island: its code is fetched only on pages that render it (still server-rendered). */
export const BackgroundVideo = dynamic(() => import('./BackgroundVideo.client').then((module) => module.BackgroundVideo));
