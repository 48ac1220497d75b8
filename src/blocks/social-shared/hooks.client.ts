'use client';

import { useEffect, useSyncExternalStore } from 'react';

/** A media query's current answer (false on the server and before hydration). */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
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
