import type { Promotion } from '@/lib/content/types';

/** Tests: a promotion titled by its id with every optional field empty; `extra` sets what the test is about. */
export function testPromotion(id: string, extra: Partial<Promotion> = {}): Promotion {
  return {
    id,
    title: id,
    locale: 'en_US',
    type: null,
    priority: 1,
    landingUrl: null,
    stickyCtaText: null,
    eventCode: null,
    nameOverride: null,
    bannerSquare: null,
    bannerFull: null,
    variations: [],
    ...extra,
  };
}
