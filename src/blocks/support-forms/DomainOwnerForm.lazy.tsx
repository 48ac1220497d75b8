'use client';

import dynamic from 'next/dynamic';

/**
 * Code-split entry of the DomainOwnerForm island: its code (and its dependencies) is fetched only on pages
 * that render it, and still server-rendered. Server components import this, not the .client file.
 */
export const DomainOwnerForm = dynamic(() => import('./DomainOwnerForm.client').then((module) => module.DomainOwnerForm));
