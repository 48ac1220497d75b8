/** Fire-and-forget analytics events on the tag manager's dataLayer (created if absent). */
export type AnalyticsEvent = Record<string, string | number | boolean | undefined>;

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

export function pushEvent(event: AnalyticsEvent): void {
  try {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push(event);
  } catch {
    // Analytics must never break the page.
  }
}

/** The fast checkout event: fast_checkout_www, category Fast Checkout, actions rendered and search. */
export function fastCheckoutEvent(action: 'rendered' | 'search', domain?: string): AnalyticsEvent {
  return { event: 'fast_checkout_www', category: 'Fast Checkout', action, ...(domain ? { value: domain } : {}) };
}

/** A click on a promotional banner; the variant's event code says which campaign and variant. */
export function promoClickEvent(promotionId: string, variantKey: string, eventCode: string | null): AnalyticsEvent {
  return { event: 'main_promo_discount_offers_clicked', promotion: promotionId, variant: variantKey, ...(eventCode ? { eventCode } : {}) };
}
