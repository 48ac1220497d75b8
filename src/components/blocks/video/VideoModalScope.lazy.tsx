'use client';

import dynamic from 'next/dynamic';

export type * from './VideoModalScope.client';

/** Code-split entry of the VideoModalScope island: its code is fetched only on pages that render it (still server-rendered). */
export const VideoModalScope = dynamic(() => import('./VideoModalScope.client').then((module) => module.VideoModalScope));
