/**
 * Path-specific behaviour of the marketing blocks, as pure rules on
 * the page path without its locale prefix ('/' for home, '/products/plesk', no trailing slash).
 * One module, used by the hero, banner and feature blocks alike. Pure and client-safe.
 *
 * Spec: content-layer.md §2 "Path-specific behaviour"; pricing-and-catalogue.md §2 "Paths".
 */

/** Trailing slashes and case do not change which rule applies. */
export function normalisePath(path: string): string {
  const clean = ('/' + path.trim().replace(/^\/+/, '')).replace(/\/+$/, '').toLowerCase();
  return clean || '/';
}

/**
 * Home paths ('/', a home test page, homepage-new-2025, plain and under the es and
 * nl prefixes — the prefix is not part of the page path here — and /homepage-partner-logos).
 * Chosen reading: the home test page is '/home-test'.
 */
export const HOME_PATHS = ['/', '/homepage-new-2025', '/home-test', '/homepage-partner-logos'] as const;
export function isHomePath(path: string): boolean {
  return (HOME_PATHS as readonly string[]).includes(normalisePath(path));
}

/**
 * The paths of the pricing home hero (/, /nl, /es, /homepage-partner-logos), which has the savings
 * button to #mm_savings, the promo banner and the floating scroll-down button. '/' stands for /,
 * /es and /nl (the prefix is not part of the page path).
 */
export const PRICING_HOME_HERO_PATHS = ['/', '/homepage-partner-logos'] as const;
export function usesPricingHomeHero(path: string): boolean {
  return (PRICING_HOME_HERO_PATHS as readonly string[]).includes(normalisePath(path));
}

/** A path containing exclusive-domain-reseller-offer-90-off hides the feature-points button. */
export const NINETY_OFF_PATH_PART = 'exclusive-domain-reseller-offer-90-off';
export function hidesFeaturePointsButton(path: string): boolean {
  return normalisePath(path).includes(NINETY_OFF_PATH_PART);
}

/**
 * The two 99-cents exclusive reseller offer paths (North America and East Asia,
 * both ending in exclusive-domain-reseller-offer-99-cents) show a hero with a red call-to-action.
 * The rule is the common ending; the embedded content has one page per region at the paths below.
 */
export const NINETY_NINE_CENTS_PATH_END = 'exclusive-domain-reseller-offer-99-cents';
export function hasRedCallToActionHero(path: string): boolean {
  return normalisePath(path).endsWith(NINETY_NINE_CENTS_PATH_END);
}

/** Both tables: paths containing domain-transfer get the domain-transfer hero (three feature icons). */
export function isDomainTransferPath(path: string): boolean {
  return normalisePath(path).includes('domain-transfer');
}

/** /domains/domain-transfer: the hero has tighter top spacing. */
export function hasTightHeroSpacing(path: string): boolean {
  return normalisePath(path) === '/domains/domain-transfer';
}

/**
 * The Plesk pages. One spec names /products/plesk (promo banner, #pleskblock scroll), the other
 * /plesk (hero with Get it now and Discover membership benefits) and /wp-guardian
 * (promo banners, #pleskblock scroll). Chosen reading: /plesk and /products/plesk are the same page
 * (the embedded content serves /products/plesk), so both carry both rules.
 */
export const PLESK_PATHS = ['/products/plesk', '/plesk'] as const;
export const PLESK_PROMO_PATHS = [...PLESK_PATHS, '/wp-guardian'] as const;
export function isPleskPath(path: string): boolean {
  return (PLESK_PATHS as readonly string[]).includes(normalisePath(path));
}
/** The pages where the hosting-panel promo banner shows and #pleskblock scrolls to it. */
export function showsPleskPromo(path: string): boolean {
  return (PLESK_PROMO_PATHS as readonly string[]).includes(normalisePath(path));
}
export const PLESK_BLOCK_ID = 'pleskblock';
/** The hash pleskblock scrolls smoothly to the block with an offset of -300 px. */
export const PLESK_SCROLL_OFFSET_PX = -300;

/** The security mail-filtering product page (both tables): special hero, call-to-action and section heading, alternate card layouts. */
export const SPAMEXPERTS_PATH = '/products/security/spamexperts';
export function isSpamExpertsPath(path: string): boolean {
  return normalisePath(path) === SPAMEXPERTS_PATH;
}

/**
 * Generic hero image placement by path: paths containing
 * /business-email-solution or /email-solution-dev use a different image position (chosen: the image
 * above the copy, full width, on every screen); /whmcs and /whmcs-page-dev use a contained image.
 */
export type HeroImagePlacement = 'default' | 'email-solution' | 'contained';
export function heroImagePlacement(path: string): HeroImagePlacement {
  const clean = normalisePath(path);
  if (clean.includes('/business-email-solution') || clean.includes('/email-solution-dev')) return 'email-solution';
  if (clean === '/whmcs' || clean === '/whmcs-page-dev' || clean.endsWith('/whmcs') || clean.endsWith('/whmcs-page-dev')) return 'contained';
  return 'default';
}

/**
 * Which path-specific hero a generic hero (no advIdentity of its own) becomes on this path, if any.
 * Order matters only where two rules could meet; the spec's paths never overlap.
 */
export type PathHero = 'home' | 'domain-transfer' | 'red-cta' | 'plesk' | 'spamexperts';
export function pathHero(path: string): PathHero | null {
  if (isHomePath(path)) return 'home';
  if (hasRedCallToActionHero(path)) return 'red-cta';
  if (isDomainTransferPath(path)) return 'domain-transfer';
  if (isPleskPath(path)) return 'plesk';
  if (isSpamExpertsPath(path)) return 'spamexperts';
  return null;
}
