'use client';

import { hydrateWhenVisible } from '@/components/blocks/hydrate-when-visible';

const load = () => import('./AbuseReportForm.client').then((module) => module.AbuseReportForm);

/**
 * Code-split entry of the AbuseReportForm island (react-hook-form and the form's zod schema): server-rendered
 * and usable as HTML at once, its code fetched when the form comes near the screen or is touched.
 * Server components import this, not the .client file.
 */
export const AbuseReportForm = hydrateWhenVisible(load);
