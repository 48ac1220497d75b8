'use client';

import dynamic from 'next/dynamic';

export type * from './ScriptRunner.client';

/** Code-split entry of the ScriptRunner island: its code is fetched only on pages that render it (still server-rendered). */
export const ScriptRunner = dynamic(() => import('./ScriptRunner.client').then((module) => module.ScriptRunner));
