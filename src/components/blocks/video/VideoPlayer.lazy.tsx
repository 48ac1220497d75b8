'use client';

import dynamic from 'next/dynamic';

/**
 * Code-split entry of the VideoPlayer island: its code (and its dependencies) is fetched only on pages
 * that render it, and still server-rendered. Server components import this, not the .client file.
 */
export const VideoPlayer = dynamic(() => import('./VideoPlayer.client').then((module) => module.VideoPlayer));
