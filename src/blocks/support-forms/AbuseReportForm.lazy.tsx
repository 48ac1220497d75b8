'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the AbuseReportForm island (server components import this, not the .client file). */
export const AbuseReportForm = dynamic(() => import('./AbuseReportForm.client').then((module) => module.AbuseReportForm));
