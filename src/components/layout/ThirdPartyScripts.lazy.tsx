'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of ThirdPartyScripts: next/script's code is fetched only where the operator configured scripts. */
export const ThirdPartyScripts = dynamic(() => import('./ThirdPartyScripts.client').then((module) => module.ThirdPartyScripts));
