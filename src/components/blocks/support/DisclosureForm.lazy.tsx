'use client';

import { hydrateWhenVisible } from '@/components/blocks/hydrate-when-visible';

const load = () => import('./DisclosureForm.client').then((module) => module.DisclosureForm);

/**
 * Code-split entry of the DisclosureForm island (react-hook-form and the form's zod schema): server-rendered
 * and usable as HTML at once, its code fetched when the form comes near the screen or is touched.
 * Server components import this, not the .client file.
 */
export const DisclosureForm = hydrateWhenVisible(load);
