'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Reveals its children once at least `threshold` (0-1) of the element is visible; with `once`
 * (the default) it stays revealed. Rendered visible on the server, so content never depends on
 * JavaScript; the observer only hides what starts below that share, then reveals it. Reduced
 * motion or no IntersectionObserver: nothing is hidden.
 */
export function AnimatedReveal({ threshold, once, children }: { threshold: number; once: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const shown = entry.isIntersecting && entry.intersectionRatio >= threshold;
        if (shown) {
          element.dataset.reveal = 'shown';
          if (once) observer.disconnect();
        } else if (!once || element.dataset.reveal !== 'shown') {
          element.dataset.reveal = 'hidden';
        }
      },
      { threshold: [0, threshold] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, once]);

  return (
    <div
      ref={ref}
      className="transition-[opacity,translate] duration-700 ease-out data-[reveal=hidden]:translate-y-4 data-[reveal=hidden]:opacity-0 motion-reduce:transition-none"
    >
      {children}
    </div>
  );
}
