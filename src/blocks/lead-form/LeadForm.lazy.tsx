'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the lead form island (server-rendered; its code is fetched only where it is used). */
export const LeadForm = dynamic(() => import('./LeadForm.client').then((module) => module.LeadForm));
