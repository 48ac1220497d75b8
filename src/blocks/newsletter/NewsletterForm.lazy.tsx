'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the newsletter form island (server-rendered; fetched only where it is used). */
export const NewsletterForm = dynamic(() => import('./NewsletterForm.client').then((module) => module.NewsletterForm));
