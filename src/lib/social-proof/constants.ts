/**
 * Social-proof timings, limits and breakpoints, as named
 * constants: the blocks read them, the unit tests pin them to the spec.
 *
 * Spec: pricing-and-catalogue.md §3 "Metric", §4, §5, §9.
 */

/** Testimonials v1 image slider: loops, one slide every 4000 ms. */
export const TESTIMONIAL_SLIDER_INTERVAL_MS = 4000;
/** The basic testimonial carousel. */
export const TESTIMONIAL_BASIC_INTERVAL_MS = 13000;
/** The testimonial carousel with the video modal (latest UI): 7000 ms per slide, 400 ms fade. */
export const TESTIMONIAL_CAROUSEL_INTERVAL_MS = 7000;
export const TESTIMONIAL_CAROUSEL_FADE_MS = 400;
/** Other testimonials shown as a preview list of up to 3 (on widths above 700 px, by the block's CSS). */
export const TESTIMONIAL_PREVIEW_MAX = 3;
/** Avatar (photo or initials) size. */
export const AVATAR_SIZE_PX = 64;
/** v4 cards show five stars. */
export const TESTIMONIAL_STARS = 5;

/** Multi-profile wall: 6 shown, 6 more per Load More. */
export const WALL_INITIAL_COUNT = 6;
export const WALL_STEP = 6;

/** Trust strip: at most 3 metrics; animation delay 0.2 s, stagger 0.12 s, underline 2.2 s. */
export const TRUST_STRIP_MAX_METRICS = 3;
export const TRUST_STRIP_DELAY_S = 0.2;
export const TRUST_STRIP_STAGGER_S = 0.12;
export const TRUST_STRIP_UNDERLINE_S = 2.2;

/** Partner logos per row: 5, 3 under 600 px. */
export const PARTNER_LOGOS_PER_ROW = 5;
export const PARTNER_LOGOS_PER_ROW_NARROW = 3;
export const PARTNER_LOGOS_NARROW_BELOW_PX = 600;

/** Cards with features: only 5 features when wider than 700 px. */
export const CARD_FEATURES_DESKTOP_MAX = 5;
export const CARD_FEATURES_DESKTOP_ABOVE_PX = 700;

/** Count-up of a metric value when it comes into view. */
export const METRIC_COUNT_UP_MS = 1600;

/** Animation delay of the n-th (0-based) trust strip item, in seconds. */
export function trustStripDelay(index: number): number {
  return Math.round((TRUST_STRIP_DELAY_S + index * TRUST_STRIP_STAGGER_S) * 1000) / 1000;
}
