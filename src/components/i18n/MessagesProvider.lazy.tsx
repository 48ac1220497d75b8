'use client';

import dynamic from 'next/dynamic';

/**
 * Code-split entry of next-intl's client provider: its runtime (with the islands' useTranslations) is
 * fetched only on pages that render an island inside IslandMessages, and still server-rendered. Every
 * page's client references include every block's, so a direct import would put it on every page.
 */
export const MessagesProvider = dynamic(() => import('./MessagesProvider.client').then((module) => module.MessagesProvider));
