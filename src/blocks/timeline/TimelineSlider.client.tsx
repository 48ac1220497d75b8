'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { ImageSource } from '@/components/ui/types';
import { TIMELINE_DESKTOP_PAGE_WIDTH, clampSlide, timelineControls, timelinePageCount, timelinePageWidth } from '@/lib/company/timeline';

/**
 * The page width in CSS, the same rule as timelinePageWidth() (a unit test keeps them in step):
 * viewport - 40 px below 768 px, viewport - 80 px below 1024 px, 1000 px from 1024 px. It is right
 * before the island hydrates, so nothing moves when it does.
 */
export const TIMELINE_PAGE_CLASS = 'w-[calc(100vw-40px)] min-[768px]:w-[calc(100vw-80px)] min-[1024px]:w-[1000px]';

/**
 * Our journey: the wide timeline image moves a page at a time; embla
 * gives drag by mouse and touch; the slide index runs from 0 to the last page; previous and next
 * are disabled at the ends. Each page is an empty slide one page wide (the last one what is left of
 * the image) laid over the image, so the snaps are the page starts, the last trimmed to the image's
 * end; the image itself is not a slide. (embla's container keeps the viewport's width: its size is
 * what embla compares the slides with.)
 */
export function TimelineSlider({ image }: { image: ImageSource & { width: number; height: number } }) {
  const t = useTranslations('marketingSocial.timeline');
  const [pageWidth, setPageWidth] = useState(TIMELINE_DESKTOP_PAGE_WIDTH);
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', skipSnaps: false, slides: '[data-timeline-page]' });
  const [index, setIndex] = useState(0);
  const [pageCount, setPageCount] = useState(timelinePageCount(image.width, TIMELINE_DESKTOP_PAGE_WIDTH));

  useEffect(() => {
    const update = () => setPageWidth(timelinePageWidth(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      const count = embla.scrollSnapList().length;
      setPageCount(count);
      setIndex(clampSlide(embla.selectedScrollSnap(), count));
    };
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);

  const slides = timelinePageCount(image.width, pageWidth);
  const controls = timelineControls(index, pageCount);
  const arrow =
    'inline-flex size-11 items-center justify-center rounded-full bg-brand text-white shadow hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600';

  return (
    <section aria-roledescription="carousel" aria-label={t('region')} data-index={index} data-pages={pageCount} className="flex flex-col items-center">
      <div ref={viewportRef} className={`max-w-full cursor-grab overflow-hidden rounded-xl active:cursor-grabbing ${TIMELINE_PAGE_CLASS}`} data-page-width={pageWidth}>
        <div className="relative flex touch-pan-y select-none" style={{ height: image.height }}>
          <img
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            draggable={false}
            loading="lazy"
            decoding="async"
            className="pointer-events-none absolute top-0 left-0 max-w-none"
            style={{ width: image.width, height: image.height }}
          />
          {Array.from({ length: slides }, (_, page) => (
            <div
              key={page}
              data-timeline-page=""
              aria-hidden="true"
              className="h-full shrink-0"
              style={{ width: page === slides - 1 ? image.width - (slides - 1) * pageWidth : pageWidth }}
            />
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center gap-4">
        <button type="button" className={arrow} onClick={() => embla?.scrollPrev()} disabled={!controls.previous} aria-label={t('previous')}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p className="min-w-40 text-center text-sm text-slate-700" aria-live="polite">
          {t('status', { page: index + 1, total: pageCount })}
        </p>
        <button type="button" className={arrow} onClick={() => embla?.scrollNext()} disabled={!controls.next} aria-label={t('next')}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
