'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useTranslations } from 'next-intl';
import { Children, useEffect, type ReactNode } from 'react';
import type { CarouselMessages } from './carousel-messages';
import { REDUCED_MOTION_QUERY, useMedia, useSelectedSnap, usePauseOnHoverOrFocus } from './hooks.client';

/** Autoplay runs only with more than one slide, while the carousel is active, not paused, and without reduced motion. */
export function autoplayRuns(state: { slides: number; active: boolean; paused: boolean; reducedMotion: boolean }): boolean {
  return state.slides > 1 && state.active && !state.paused && !state.reducedMotion;
}

/**
 * A small autoplaying, infinitely looping carousel of server-rendered slides (embla): swipe, dots,
 * pause on hover or focus, no autoplay under reduced motion. With `activeQuery` it is a carousel
 * only while that media query matches (the step flow: on mobile); otherwise the slides stay laid
 * out by `trackClassName`'s responsive classes (e.g. a grid on desktop).
 */
export function AutoCarousel({
  children,
  intervalMs,
  messages,
  activeQuery,
  trackClassName = 'flex',
  slideClassName = 'min-w-0 shrink-0 grow-0 basis-full',
  dotsClassName = '',
  testId,
}: {
  children: ReactNode;
  intervalMs: number;
  /** Where its region name and 'Step {number} of {total}' come from (carouselMessages sends them). */
  messages: CarouselMessages;
  activeQuery?: string;
  trackClassName?: string;
  slideClassName?: string;
  dotsClassName?: string;
  testId?: string;
}) {
  // Every CarouselMessages namespace holds the same two messages: typed by one of them.
  const t = useTranslations(messages as 'marketing.steps');
  const slides = Children.toArray(children);
  const active = useMedia(activeQuery, !activeQuery);
  const reducedMotion = useMedia(REDUCED_MOTION_QUERY, false);
  const several = slides.length > 1;
  const [viewportRef, embla] = useEmblaCarousel({ loop: several, watchDrag: several && active, active: active && several, align: 'start' });
  const selected = useSelectedSnap(embla);
  const [paused, pauseHandlers] = usePauseOnHoverOrFocus();

  const runs = autoplayRuns({ slides: slides.length, active, paused, reducedMotion }) && Boolean(embla);
  useEffect(() => {
    if (!runs || !embla) return;
    const timer = window.setInterval(() => embla.scrollNext(), intervalMs);
    return () => window.clearInterval(timer);
  }, [runs, embla, intervalMs]);

  const slideLabel = (index: number) => t('slide', { number: index + 1, total: slides.length });
  return (
    <div
      role="region"
      aria-roledescription={active && several ? 'carousel' : undefined}
      aria-label={t('region')}
      data-testid={testId}
      data-carousel={active && several ? 'on' : 'off'}
      data-autoplay-ms={intervalMs}
      data-selected={selected}
      {...pauseHandlers}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className={`${trackClassName} touch-pan-y`}>
          {slides.map((slide, index) => (
            <div key={index} className={slideClassName} role="group" aria-roledescription="slide" aria-label={slideLabel(index)}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {several && active ? (
        <div className={`mt-3 flex items-center justify-center gap-1 ${dotsClassName}`.trim()}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => embla?.scrollTo(index)}
              aria-label={slideLabel(index)}
              aria-current={index === selected ? 'true' : undefined}
              className="group inline-flex size-8 items-center justify-center"
            >
              <span className={`block h-2.5 rounded-full transition-all ${index === selected ? 'w-6 bg-brand' : 'w-2.5 bg-slate-400 group-hover:bg-slate-500'}`} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
