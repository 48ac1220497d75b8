'use client';

import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * A media query's current answer; `serverValue` on the server and before hydration. Without a
 * query the answer is true (a component that is always active).
 */
export function useMedia(query: string | undefined, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!query) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (query ? window.matchMedia(query).matches : true),
    () => serverValue,
  );
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Calls `tick` every `intervalMs` while `active` (nothing when the interval is 0). */
export function useInterval(tick: () => void, intervalMs: number, active: boolean): void {
  useEffect(() => {
    if (!active || intervalMs <= 0) return;
    const timer = window.setInterval(tick, intervalMs);
    return () => window.clearInterval(timer);
  }, [tick, intervalMs, active]);
}

/** The index of the carousel's selected slide, kept in step with embla (select and reInit). */
export function useSelectedSnap(embla: UseEmblaCarouselType[1]): number {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);
  return selected;
}

/**
 * A carousel's pause: true while the pointer is over it or focus is inside it (autoplay waits),
 * with the handlers to spread on its root element.
 */
export function usePauseOnHoverOrFocus(): [boolean, { onMouseEnter: () => void; onMouseLeave: () => void; onFocus: () => void; onBlur: () => void }] {
  const [paused, setPaused] = useState(false);
  return [paused, { onMouseEnter: () => setPaused(true), onMouseLeave: () => setPaused(false), onFocus: () => setPaused(true), onBlur: () => setPaused(false) }];
}
