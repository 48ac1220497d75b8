/**
 * Our journey timeline: one wide image (2868 px) seen
 * through a window one page wide: 1000 px on desktop, the viewport minus 80 px below 1024 px, minus
 * 40 px below 768 px. The slide index runs from 0 to the last page; previous and next are disabled
 * at the ends.
 *
 * Spec: pricing-and-catalogue.md §4 "Timeline", "Stories", §9.
 */
export const TIMELINE_IMAGE_WIDTH = 2868;
/** Height of the shipped timeline image; the CMS image's own height wins. */
export const TIMELINE_IMAGE_HEIGHT = 420;
export const TIMELINE_DESKTOP_PAGE_WIDTH = 1000;
export const TIMELINE_TABLET_BELOW_PX = 1024;
export const TIMELINE_TABLET_MARGIN_PX = 80;
export const TIMELINE_PHONE_BELOW_PX = 768;
export const TIMELINE_PHONE_MARGIN_PX = 40;

/** Width of one timeline page at a viewport width. */
export function timelinePageWidth(viewportWidth: number): number {
  if (viewportWidth < TIMELINE_PHONE_BELOW_PX) return Math.max(1, viewportWidth - TIMELINE_PHONE_MARGIN_PX);
  if (viewportWidth < TIMELINE_TABLET_BELOW_PX) return viewportWidth - TIMELINE_TABLET_MARGIN_PX;
  return TIMELINE_DESKTOP_PAGE_WIDTH;
}

/** Pages needed to see the whole image (the last one may be partial). */
export function timelinePageCount(imageWidth: number, pageWidth: number): number {
  if (pageWidth <= 0 || imageWidth <= 0) return 1;
  return Math.max(1, Math.ceil(imageWidth / pageWidth));
}

/** The slide index kept within 0..last page. */
export function clampSlide(index: number, pageCount: number): number {
  return Math.min(Math.max(0, Math.round(index)), Math.max(0, pageCount - 1));
}

/** Previous and next availability at a slide index. */
export function timelineControls(index: number, pageCount: number): { previous: boolean; next: boolean } {
  return { previous: index > 0, next: index < pageCount - 1 };
}
