import type { Promotion } from '@/lib/content/types';
import { campaignDay } from './clock';

/**
 * Which promotions run (issue 25 "offers that are true"), by the one promotions clock. Pure: the
 * promotions service applies it to every list it answers (the sticky bar, GET /api/promos and the
 * carousel, the membership promotion), so a promotion that does not run is shown nowhere.
 *
 * - A promotion runs from its startDate through its endDate (campaign days, inclusive; a missing
 *   bound is open).
 * - A domain promotion names its extension (`tld`); it sells the catalogue's promotion on it, so it
 *   runs only while the catalogue says that promotion runs, and it ends when that one ends (the
 *   earlier of the two last days). Its promised price is the catalogue's.
 */
export interface CatalogueOffers {
  /** The catalogue's running promotion on an extension (A-label, no dot): its last day, or null when none runs. */
  offerOn(tld: string): { endsOn: string | null } | null;
}

export function isWithinWindow(promotion: Pick<Promotion, 'startDate' | 'endDate'>, day: string): boolean {
  return (!promotion.startDate || day >= promotion.startDate) && (!promotion.endDate || day <= promotion.endDate);
}

function earlier(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a < b ? a : b;
}

/** The running promotions of a list, in order; a domain promotion's endDate becomes its effective last day. */
export function runningPromotions(promotions: readonly Promotion[], now: Date, offers: CatalogueOffers | null): Promotion[] {
  const day = campaignDay(now);
  const running: Promotion[] = [];
  for (const promotion of promotions) {
    if (!isWithinWindow(promotion, day)) continue;
    if (promotion.tld) {
      const offer = offers?.offerOn(promotion.tld) ?? null;
      if (!offer) continue;
      running.push({ ...promotion, endDate: earlier(promotion.endDate, offer.endsOn) });
      continue;
    }
    running.push(promotion);
  }
  return running;
}
