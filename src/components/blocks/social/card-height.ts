import type { CardHeight } from '@/lib/company/cards';

/** Card heights: a shared minimum elsewhere, content height on /company/about-us (lib/company/cards). */
export const CARD_HEIGHT_CLASS: Record<CardHeight, string> = { uniform: 'h-full min-h-80', content: 'h-auto self-start' };
