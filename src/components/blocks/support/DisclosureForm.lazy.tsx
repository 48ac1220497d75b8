'use client';

import dynamic from 'next/dynamic';

/**
 * Code-split entry of the DisclosureForm island: its code (and its dependencies) is fetched only on pages
 * that render it, and still server-rendered. Server components import this, not the .client file.
 */
export const DisclosureForm = dynamic(() => import('./DisclosureForm.client').then((module) => module.DisclosureForm));
