/**
 * The BBQ promo flow: the flag isPromoLinkActive in browser storage. A click on the
 * free-account link sets it false, then true after 3000 ms.
 * Client-safe; storage failures are ignored (the flow then stays at its first state).
 */
export const PROMO_LINK_KEY = 'isPromoLinkActive';
/** The 'copied' marker after copying the promo link shows for 1000 ms. */
export const COPIED_MARKER_MS = 1000;

export const PROMO_LINK_REENABLE_MS = 3000;

export type PromoLinkFlag = 'unset' | 'inactive' | 'active';
export type BbqBarState = 'get-offer' | 'next-account' | 'promo-link';

export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readPromoLinkFlag(storage: FlagStorage | null): PromoLinkFlag {
  try {
    const value = storage?.getItem(PROMO_LINK_KEY) ?? null;
    return value === 'true' ? 'active' : value === 'false' ? 'inactive' : 'unset';
  } catch {
    return 'unset';
  }
}

export function writePromoLinkFlag(storage: FlagStorage | null, active: boolean): void {
  try {
    storage?.setItem(PROMO_LINK_KEY, active ? 'true' : 'false');
  } catch {
    // ignored
  }
}

/**
 * The footer bar: a red 'Get Offer' bar before anything happened; 'Next: create your free account'
 * while the link is switched off after the click; the promo link once it is active.
 */
export function bbqBarState(flag: PromoLinkFlag): BbqBarState {
  return flag === 'active' ? 'promo-link' : flag === 'inactive' ? 'next-account' : 'get-offer';
}

/** Steps 2 and 3 are links only while the promo link is active. */
export function isStepLinked(step: number, flag: PromoLinkFlag): boolean {
  return step === 1 || flag === 'active';
}
