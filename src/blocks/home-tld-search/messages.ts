import { featuredDomainsMessages } from '@/components/blocks/pricing/messages';

/** The HomeTldSearch island's messages: its search form's and the featured grid's. */
export const homeTldSearchMessages = ['pricing.homeSearch', ...featuredDomainsMessages] as const;
