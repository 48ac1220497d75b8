/**
 * Path rules of the membership pages. Paths are site paths without
 * the locale prefix ('/membership-plans', not '/es/membership-plans').
 *
 * Spec: content-layer.md §2; pricing-and-catalogue.md §2.
 */

const trim = (path: string) => '/' + path.replace(/^\/+|\/+$/g, '').toLowerCase();

/** /membership-plans/coupons/memberships: simplified image-and-text layout and the coupon hero. */
export const MEMBERSHIP_COUPON_PATH = '/membership-plans/coupons/memberships';

export function isMembershipCouponPath(path: string): boolean {
  return trim(path) === MEMBERSHIP_COUPON_PATH;
}

/**
 * /membership-plans and /membership-plans-new both show the membership comparison table; their
 * sign-up labels differ. 'new' on /membership-plans-new, 'plans' everywhere else.
 */
export type SignUpWording = 'plans' | 'new';

export function signUpWording(path: string): SignUpWording {
  return trim(path) === '/membership-plans-new' ? 'new' : 'plans';
}
