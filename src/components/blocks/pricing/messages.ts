import type { MessageNamespace } from '@/i18n/island-messages';

/** The messages the featured-domains grid (FeaturedDomains.client.tsx) reads: its islands' IslandMessages include them. */
export const featuredDomainsMessages = ['pricing.loading', 'pricing.featured'] as const satisfies readonly MessageNamespace[];

/** The messages the price card reads in an island (usePriceCardLabels). */
export const priceCardMessages = ['pricing.priceCard', 'pricing.unavailable'] as const satisfies readonly MessageNamespace[];
