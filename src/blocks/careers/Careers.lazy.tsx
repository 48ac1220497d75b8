'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the careers island (Radix dialog, widget loader). */
export const Careers = dynamic(() => import('./Careers.client').then((module) => module.Careers));
