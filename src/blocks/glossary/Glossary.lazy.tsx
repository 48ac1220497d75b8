'use client';

import dynamic from 'next/dynamic';

export type * from './Glossary.client';

/** Code-split entry of the Glossary island: its code is fetched only on pages that render it (still server-rendered). */
export const Glossary = dynamic(() => import('./Glossary.client').then((module) => module.Glossary));
