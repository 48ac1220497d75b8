'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the marketing-form loader. */
export const MarketingForm = dynamic(() => import('./MarketingForm.client').then((module) => module.MarketingForm));
