'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the TermsDialog island: its code is fetched only on pages that render it (still server-rendered). */
export const TermsDialog = dynamic(() => import('./TermsDialog.client').then((module) => module.TermsDialog));
