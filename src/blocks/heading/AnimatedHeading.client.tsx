'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Reveals its children when at least `threshold` (0-1) of the element is visible; with `once` it
 * stays revealed, otherwise it hides again when scrolled out. Reduced motion: shown at once.
 */
export function AnimatedReveal({ threshold, once, children }: { threshold: number; once: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const shown = entry.isIntersecting && entry.intersectionRatio >= threshold;
        if (shown) {
          setVisible(true);
          if (once) observer.disconnect();
        } else if (!once) {
          setVisible(false);
        }
      },
      { threshold: [threshold] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, once]);

  return (
    <div
      ref={ref}
      data-revealed={visible ? 'true' : 'false'}
      className={`transition-all duration-700 ease-out motion-reduce:transition-none ${visible ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0'}`}
    >
      {children}
    </div>
  );
}
