import type { MessageNamespace } from '@/i18n/island-messages';

/**
 * The message namespaces an AutoCarousel can name its region and slides from: each holds a `region`
 * (the carousel's accessible name) and a `slide` ('Step {number} of {total}').
 */
export type CarouselMessages = 'marketing.hero.imageCarousel' | 'marketing.steps' | 'marketing.sections.slider' | 'blocks.promoCarousel';

/** What IslandMessages sends for a carousel: only its two messages, not the whole namespace. */
export function carouselMessages(namespace: CarouselMessages): MessageNamespace[] {
  return [`${namespace}.region`, `${namespace}.slide`] as MessageNamespace[];
}
