'use client';

import dynamic from 'next/dynamic';

/**
 * Code-split entry of the WebSecTool island: its code (and its dependencies) is fetched only on pages
 * that render it, and still server-rendered. Server components import this, not the .client file.
 */
export const WebSecTool = dynamic(() => import('./WebSecTool.client').then((module) => module.WebSecTool));
