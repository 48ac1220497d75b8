import { CAROUSEL_BREAKPOINTS, CAROUSEL_MAX_CARDS } from './constants';

/** Blog carousel rules: cards per view by width, clamped index, arrows. */

/** 1 card below 768 px, 2 below 1024 px, else 3. */
export function visibleCards(viewportWidth: number): number {
  for (const breakpoint of CAROUSEL_BREAKPOINTS) if (viewportWidth < breakpoint.below) return breakpoint.cards;
  return CAROUSEL_MAX_CARDS;
}

/** The first visible card's index, clamped between 0 and (cards - visible cards). */
export function clampIndex(index: number, cards: number, visible: number): number {
  return Math.max(0, Math.min(Math.trunc(index), Math.max(0, cards - visible)));
}

/** Arrows only when there are more cards than fit. */
export function showArrows(cards: number, visible: number): boolean {
  return cards > visible;
}

/** Previous and next are disabled at the ends. */
export function arrowState(index: number, cards: number, visible: number): { previous: boolean; next: boolean } {
  const clamped = clampIndex(index, cards, visible);
  return { previous: clamped > 0, next: clamped < Math.max(0, cards - visible) };
}
