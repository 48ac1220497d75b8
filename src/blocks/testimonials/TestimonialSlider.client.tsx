'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { REDUCED_MOTION_QUERY, useInterval, useMedia, usePauseOnHoverOrFocus } from '@/components/blocks/hooks.client';

/**
 * The testimonial slider (embla): server-rendered slides, arrows and dots, swipe and drag.
 * `intervalMs` > 0 autoplays (v1: 4000 ms looping; the basic carousel: 13000 ms), paused while
 * the pointer or focus is inside and off for visitors who asked for reduced motion.
 */
export function TestimonialSlider({
  slides,
  intervalMs = 0,
  loop = false,
  slideClassName = 'basis-full',
  tone = 'light',
}: {
  slides: ReactNode[];
  intervalMs?: number;
  loop?: boolean;
  slideClassName?: string;
  tone?: 'light' | 'dark';
}) {
  const t = useTranslations('marketingSocial.testimonials');
  const several = slides.length > 1;
  const [viewportRef, embla] = useEmblaCarousel({ loop: loop && several, align: 'start', watchDrag: several });
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(several);
  const [paused, pauseHandlers] = usePauseOnHoverOrFocus();
  const reducedMotion = useMedia(REDUCED_MOTION_QUERY);

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSelected(embla.selectedScrollSnap());
      setSnaps(embla.scrollSnapList());
      setCanPrevious(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);

  const advance = useCallback(() => {
    if (!embla) return;
    if (embla.canScrollNext()) embla.scrollNext();
    else embla.scrollTo(0);
  }, [embla]);
  useInterval(advance, intervalMs, several && !paused && !reducedMotion && Boolean(embla));

  const arrow =
    'inline-flex size-11 items-center justify-center rounded-full bg-white text-ink shadow ring-1 ring-slate-300 hover:bg-muted disabled:cursor-not-allowed disabled:opacity-40';
  const dotIdle = tone === 'dark' ? 'bg-white/50' : 'bg-slate-400';
  const dotActive = tone === 'dark' ? 'bg-white' : 'bg-brand';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('region')}
      data-autoplay={intervalMs > 0 && several && !reducedMotion ? String(intervalMs) : 'off'}
      data-selected={selected}
      {...pauseHandlers}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { number: index + 1, total: slides.length })}
              className={`min-w-0 shrink-0 grow-0 pl-4 ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {several ? (
        <div className="mt-4 flex items-center justify-center gap-3">
          <button type="button" className={arrow} onClick={() => embla?.scrollPrev()} disabled={!loop && !canPrevious} aria-label={t('previous')}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          {snaps.length > 1 ? (
            <div className="flex items-center">
              {snaps.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  onClick={() => embla?.scrollTo(index)}
                  aria-label={t('goTo', { number: index + 1 })}
                  aria-current={index === selected ? 'true' : undefined}
                  className="group inline-flex size-6 items-center justify-center"
                >
                  <span aria-hidden="true" className={`block h-2.5 rounded-full transition-all ${index === selected ? `w-6 ${dotActive}` : `w-2.5 ${dotIdle}`}`} />
                </button>
              ))}
            </div>
          ) : null}
          <button type="button" className={arrow} onClick={() => embla?.scrollNext()} disabled={!loop && !canNext} aria-label={t('next')}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
