'use client';

import dynamic from 'next/dynamic';

export type * from './ModalDialog.client';

/** Code-split entry of the ModalDialog island: its code is fetched only on pages that render it (still server-rendered). */
export const ModalDialog = dynamic(() => import('./ModalDialog.client').then((module) => module.ModalDialog));
