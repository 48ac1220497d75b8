import type { MouseEvent } from 'react';
import { fastCheckoutEvent, pushEvent } from '@/lib/analytics/dataLayer';

/**
 * Delegated click handler of a results area: a click on a result's Buy / Try at checkout link
 * pushes the spec's fast_checkout_www 'search' event with the domain; the link
 * itself opens the fast-checkout page in a new tab.
 */
export function onCheckoutClick(event: MouseEvent<HTMLElement>): void {
  const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-checkout-domain]');
  const domain = link?.dataset.checkoutDomain;
  if (domain) pushEvent(fastCheckoutEvent('search', domain));
}
