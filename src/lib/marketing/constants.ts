/**
 * Timings, breakpoints and sizes of the marketing blocks as named data. Blocks, islands and tests
 * read them from here; nothing repeats a literal.
 *
 * Spec: pricing-and-catalogue.md §9; content-layer.md §9.
 */

/** Step flow: the step cards become a carousel on mobile that advances every 13000 ms. */
export const STEP_FLOW_CAROUSEL_MS = 13000;

/** Hero carousel: two images 665x367, autoplay, infinite; carousel autoplay 5000 ms. */
export const HERO_CAROUSEL_MS = 5000;
export const HERO_CAROUSEL_IMAGE = { width: 665, height: 367 } as const;
/** membership-hero-banner: two images per language; the other home hero: three images. */
export const MEMBERSHIP_HERO_IMAGES_PER_LANGUAGE = 2;
export const HOME_CAROUSEL_HERO_IMAGES = 3;

/**
 * Scroll-down button: 1200 px by default, 500 px in the home hero.
 * Chosen reading: the distance one press scrolls when the button has no target element; with a
 * target (the home hero's #mm_savings) a press scrolls to the target. Either way the button is
 * visible only until the page scroll passes the target's top (without a target: that distance).
 */
export const SCROLL_BUTTON_DISTANCE_PX = 1200;
export const HOME_HERO_SCROLL_BUTTON_DISTANCE_PX = 500;
/** The home hero's button scrolls to the savings calculator. */
export const SAVINGS_CALCULATOR_ANCHOR = 'mm_savings';

/** Step numbers are padded to two digits: 1 -> '01'. */
export const STEP_NUMBER_DIGITS = 2;
export function stepNumber(index: number): string {
  return String(index + 1).padStart(STEP_NUMBER_DIGITS, '0');
}

/**
 * Breakpoints (px) of the marketing blocks. `mobileBelow`: below it the step flow is a carousel and
 * heroes stack (mobile banners below 768). Plesk promo banner: the
 * desktop image above 1024, the tablet image from 624 to 1024, the mobile image below 624.
 */
export const MARKETING_BREAKPOINTS = {
  mobileBelow: 768,
  pleskDesktopAbove: 1024,
  pleskTabletFrom: 624,
} as const;

/** The media queries the Plesk promo banner's <picture> sources use, from the breakpoints above. */
export const PLESK_BANNER_MEDIA = {
  desktop: `(min-width: ${MARKETING_BREAKPOINTS.pleskDesktopAbove + 1}px)`,
  tablet: `(min-width: ${MARKETING_BREAKPOINTS.pleskTabletFrom}px) and (max-width: ${MARKETING_BREAKPOINTS.pleskDesktopAbove}px)`,
  mobile: `(max-width: ${MARKETING_BREAKPOINTS.pleskTabletFrom - 0.02}px)`,
} as const;

/**
 * The home image: the phone image below 768 px, the
 * tablet image from 768 to 1199, the desktop image from 1200.
 */
export const HOME_IMAGE_BREAKPOINTS = { tabletFrom: 768, desktopFrom: 1200 } as const;
export const HOME_IMAGE_MEDIA = {
  mobile: `(max-width: ${HOME_IMAGE_BREAKPOINTS.tabletFrom - 0.02}px)`,
  tablet: `(max-width: ${HOME_IMAGE_BREAKPOINTS.desktopFrom - 0.02}px)`,
} as const;
/** The width the home image is drawn at on each side of the breakpoints. */
export const HOME_IMAGE_SIZES = `(min-width: ${HOME_IMAGE_BREAKPOINTS.desktopFrom}px) 560px, (min-width: ${HOME_IMAGE_BREAKPOINTS.tabletFrom}px) 40vw, 100vw`;

/**
 * Desktop carousel above 1000 px: the hero image carousels autoplay as a
 * carousel only on screens wider than 1000 px; at 1000 px and below the images are a row to swipe.
 */
export const DESKTOP_CAROUSEL_ABOVE_PX = 1000;
export const DESKTOP_CAROUSEL_QUERY = `(min-width: ${DESKTOP_CAROUSEL_ABOVE_PX + 1}px)`;

/** The promo carousel's own entries turn every 5000 ms. */
export const PROMO_ENTRIES_MS = 5000;

/** simple-grid-with-numbers: a slider on mobile at the spec's general carousel autoplay. */
export const GRID_SLIDER_MS = 5000;

/** The media query below which the step flow (and the numbered grid) is a carousel. */
export const STEP_FLOW_CAROUSEL_QUERY = `(max-width: ${MARKETING_BREAKPOINTS.mobileBelow - 0.02}px)`;

/** The domain-transfer hero's three feature icons: refresh, arrow, 20 years. */
export const DOMAIN_TRANSFER_FEATURE_ICONS = ['refresh', 'arrow', 'twenty-years'] as const;
export type DomainTransferFeatureIcon = (typeof DOMAIN_TRANSFER_FEATURE_ICONS)[number];
