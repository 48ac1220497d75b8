'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { SCROLL_BUTTON_DISTANCE_PX } from '@/lib/marketing/constants';

/**
 * Whether the floating scroll-down button shows: until the page scroll passes the target element's
 * top. Without a target element the button's own scroll distance is the threshold (chosen reading
 * of "scroll button 1200 px by default, 500 in the home hero").
 */
export function scrollButtonVisible(scrollY: number, targetTop: number | null, distance: number): boolean {
  return scrollY < (targetTop ?? distance);
}

/** The button bounces for three seconds (three bounces) to be noticed, then rests. */
const BOUNCE_MS = 3000;

/** Top of an element in page coordinates. */
function pageTop(element: Element): number {
  return element.getBoundingClientRect().top + window.scrollY;
}

/**
 * The home hero's floating scroll-down button: a press scrolls to the target section (or by
 * `distance` px without one: 1200 by default); it disappears once the page is scrolled past the target’s top. It
 * bounces for three seconds to be noticed, then rests (no endless motion; none under reduced motion).
 * It floats above the sticky promo bar.
 */
export function ScrollDownButton({
  targetId,
  distance = SCROLL_BUTTON_DISTANCE_PX,
  label,
  icon,
}: {
  targetId: string;
  distance?: number;
  label: string;
  /** The arrow, rendered on the server (no icon code in the island). */
  icon?: ReactNode;
}) {
  const [visible, setVisible] = useState(true);
  const [bouncing, setBouncing] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setBouncing(false), BOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const update = () => {
      const target = targetId ? document.getElementById(targetId) : null;
      setVisible(scrollButtonVisible(window.scrollY, target ? pageTop(target) : null, distance));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [targetId, distance]);

  if (!visible) return null;
  return (
    <button
      type="button"
      data-testid="scroll-down-button"
      aria-label={label}
      onClick={() => {
        const target = targetId ? document.getElementById(targetId) : null;
        const smooth: ScrollBehavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
        window.scrollTo({ top: target ? pageTop(target) : window.scrollY + distance, behavior: smooth });
      }}
      // On a phone the hero's buttons run down the middle of the screen: the button floats at the
      // right edge there, centred from the tablet width on.
      className={`fixed bottom-24 right-4 z-[35] inline-flex size-12 items-center sm:bottom-20 sm:left-1/2 sm:right-auto sm:-translate-x-1/2 justify-center rounded-full bg-brand text-white shadow-lg ring-2 ring-white hover:bg-brand-dark ${bouncing ? 'motion-safe:animate-bounce' : ''}`}
    >
      {icon}
    </button>
  );
}
