'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { Play } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useState, type ReactNode } from 'react';
import { TESTIMONIAL_CAROUSEL_FADE_MS, TESTIMONIAL_CAROUSEL_INTERVAL_MS, TESTIMONIAL_PREVIEW_MAX } from '@/lib/social-proof/constants';
import { previewIndices } from '@/lib/social-proof/testimonials';
import { REDUCED_MOTION_QUERY, useInterval, useMedia } from '@/components/blocks/hooks.client';
import type { VideoSource } from './schema';
import { DialogCloseButton } from '@/components/ui/DialogCloseButton';

export interface CarouselSlide {
  name: string;
  /** Quote and attribution, server-rendered. */
  body: ReactNode;
  /** Portrait or poster, server-rendered (null: none). */
  media: ReactNode;
  /** Small avatar + name + role for the preview list. */
  preview: ReactNode;
  video: VideoSource;
}

/**
 * Testimonial carousel: advances every 7000 ms with a 400 ms fade; paused while its
 * video modal is open (and while hovered or focused, and for reduced motion); dots jump to a
 * slide; the others are listed as a preview of up to 3 on widths above 700 px. Closing the modal
 * unmounts the player, so playback stops and its source is gone.
 */
export function TestimonialCarousel({ slides }: { slides: CarouselSlide[] }) {
  const t = useTranslations('marketingSocial.carousel');
  const [current, setCurrent] = useState(0);
  const [videoOpen, setVideoOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reducedMotion = useMedia(REDUCED_MOTION_QUERY);
  const several = slides.length > 1;

  const advance = useCallback(() => setCurrent((index) => (index + 1) % slides.length), [slides.length]);
  useInterval(advance, TESTIMONIAL_CAROUSEL_INTERVAL_MS, several && !videoOpen && !hovered && !reducedMotion);

  const active = slides[current];
  const previews = previewIndices(current, slides.length, TESTIMONIAL_PREVIEW_MAX);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('region')}
      data-current={current}
      data-paused={videoOpen ? 'video' : hovered ? 'hover' : 'no'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      className="grid gap-8 min-[701px]:grid-cols-[1fr_16rem]"
    >
      <div>
        <div className="grid">
          {slides.map((slide, index) => {
            const shown = index === current;
            return (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={t('slide', { number: index + 1, total: slides.length })}
                aria-hidden={shown ? undefined : true}
                inert={!shown}
                style={{ gridArea: '1 / 1', transitionDuration: `${TESTIMONIAL_CAROUSEL_FADE_MS}ms` }}
                className={`grid items-center gap-6 transition-opacity ease-in-out md:grid-cols-[2fr_3fr] ${shown ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
              >
                {slide.media ? (
                  <div className="relative overflow-hidden rounded-2xl">
                    {slide.media}
                    {slide.video ? (
                      <button
                        type="button"
                        onClick={() => setVideoOpen(true)}
                        aria-haspopup="dialog"
                        className="absolute inset-0 flex items-center justify-center bg-black/25 text-white hover:bg-black/35"
                      >
                        <span className="flex size-16 items-center justify-center rounded-full bg-brand shadow-lg">
                          <Play aria-hidden="true" className="size-7 fill-current" />
                        </span>
                        <span className="sr-only">{t('play', { name: slide.name || 'NA' })}</span>
                      </button>
                    ) : null}
                  </div>
                ) : (
                  <div aria-hidden="true" />
                )}
                <div>{slide.body}</div>
              </div>
            );
          })}
        </div>
        {several ? (
          <div className="mt-6 flex justify-center">
            {slides.map((slide, index) => (
              <button
                key={index}
                type="button"
                onClick={() => setCurrent(index)}
                aria-label={t('goTo', { number: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                className="inline-flex size-6 items-center justify-center"
              >
                <span aria-hidden="true" className={`block h-2.5 rounded-full transition-all ${index === current ? 'w-6 bg-brand' : 'w-2.5 bg-slate-400'}`} />
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {previews.length ? (
        <div className="hidden min-[701px]:block">
          <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-600">{t('preview')}</h3>
          <ul className="space-y-3">
            {previews.map((index) => (
              <li key={index}>
                <button
                  type="button"
                  onClick={() => setCurrent(index)}
                  className="w-full rounded-xl border border-slate-200 bg-white p-3 text-left hover:border-brand"
                  aria-label={t('showTestimonial', { name: slides[index]?.name || 'NA' })}
                >
                  {slides[index]?.preview}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Dialog.Root open={videoOpen && Boolean(active?.video)} onOpenChange={setVideoOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,960px)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-black p-2 shadow-2xl" aria-describedby={undefined}>
            <Dialog.Title className="sr-only">{t('videoTitle', { name: active?.name || 'NA' })}</Dialog.Title>
            {active?.video?.kind === 'youtube' ? (
              <iframe
                src={active.video.src}
                title={t('videoTitle', { name: active.name || 'NA' })}
                className="aspect-video w-full rounded-lg border-0"
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            ) : active?.video?.kind === 'file' ? (
              <video src={active.video.src} controls autoPlay playsInline className="aspect-video w-full rounded-lg bg-black" />
            ) : null}
            <DialogCloseButton label={t('close')} className="absolute -top-3 -right-3 rounded-full bg-white text-ink shadow" />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
