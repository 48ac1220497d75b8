'use client';

import dynamic from 'next/dynamic';

export type * from './ModalLink.client';

/** Code-split entry of the ModalLink island: its code is fetched only on pages that render it (still server-rendered). */
export const ModalLink = dynamic(() => import('./ModalLink.client').then((module) => module.ModalLink));
