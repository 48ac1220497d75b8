'use client';

import dynamic from 'next/dynamic';

/**
 * The pages' error boundary. Its page (src/components/layout/PageError.client.tsx: a 500 with a
 * retry, in the page's language) is code-split: it is fetched only when a page fails, not with
 * every page.
 */
export default dynamic(() => import('@/components/layout/PageError.client'));
