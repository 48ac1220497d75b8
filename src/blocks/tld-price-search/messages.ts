import { priceCardMessages } from '@/components/blocks/pricing/messages';

/** The TldPriceSearch island's messages: its form's, the result cards'. */
export const tldPriceSearchMessages = ['pricing.priceSearch', 'pricing.loading', ...priceCardMessages] as const;
