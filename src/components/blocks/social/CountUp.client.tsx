'use client';

import { useEffect, useRef, useState } from 'react';
import { METRIC_COUNT_UP_MS } from '@/lib/social-proof/constants';
import { easeOutCubic, formatMetricValue, isCountable, type MetricValue } from '@/lib/social-proof/metrics';
import { REDUCED_MOTION_QUERY } from '@/components/blocks/hooks.client';

/**
 * A metric value that counts up from zero the first time it scrolls into view. The server renders
 * the final value (so it is right without JavaScript and for search engines); a value already in
 * view when the page becomes interactive is left as it is, and reduced motion turns counting off.
 * Screen readers get the final value only.
 */
export function CountUp({ value, locale, className = '' }: { value: MetricValue; locale: string; className?: string }) {
  const final = formatMetricValue(value, locale);
  const [progress, setProgress] = useState(1);
  const element = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const node = element.current;
    if (!node || !isCountable(value) || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia(REDUCED_MOTION_QUERY).matches) return;
    let frame = 0;
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[0];
      if (!entry) return;
      if (first) {
        first = false;
        if (entry.isIntersecting) {
          observer.disconnect();
          return;
        }
        setProgress(0);
        return;
      }
      if (!entry.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const step = (now: number) => {
        const t = Math.min(1, (now - start) / METRIC_COUNT_UP_MS);
        setProgress(easeOutCubic(t));
        if (t < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return (
    <span ref={element} className={className}>
      <span aria-hidden="true" className="tabular-nums">
        {progress === 1 ? final : formatMetricValue(value, locale, progress)}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
