'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { promoClickEvent, pushEvent } from '@/lib/analytics/dataLayer';
import { fetchPromotions } from '@/lib/promotions/client';
import { assignVariant, bannerForVariant, bannerImage, cleanupVariants, type PromoBanner, type VariantStorage } from '@/lib/promotions/variants';
import { isLocale } from '@/i18n/locales';
import { partsText, type FilledPart } from '@/lib/pricing/money';
import { localizeLanding } from '@/lib/promotions/select';
import { useCurrency } from '@/components/blocks/pricing/use-currency';
import { REDUCED_MOTION_QUERY, useMedia, useSelectedSnap } from '@/components/blocks/hooks.client';

/** Carousel interval: 5000 ms. */
export const PROMO_AUTOPLAY_MS = 5000;
/** Below 768 px the carousel shows square banners. */
const NARROW_QUERY = '(max-width: 767.98px)';

function browserStorage(): VariantStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

type State = { status: 'loading' } | { status: 'ready'; banners: PromoBanner[] };
type PromotionParts = NonNullable<PromoBanner['offer']>['text'];

/**
 * The promo carousel (advIdentity promo-carousel): the language's promotions from GET /api/promos,
 * each in the visitor's A/B variant. Loading: a grey skeleton; an empty list: nothing at all. With
 * more than one banner: infinite loop, arrows, indicators, swipe, pause on hover or focus, and
 * autoplay every 5 s unless the visitor asked for reduced motion. Square banners below 768 px
 * (466×466), full banners above (1200×400).
 */
export function PromoCarousel({ language }: { language: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const narrow = useMedia(NARROW_QUERY);
  const reducedMotion = useMedia(REDUCED_MOTION_QUERY);

  useEffect(() => {
    const controller = new AbortController();
    void fetchPromotions(language, controller.signal).then((promotions) => {
      if (controller.signal.aborted) return;
      const storage = browserStorage();
      cleanupVariants(storage, Date.now());
      const banners = promotions.map((promotion) => bannerForVariant(promotion, assignVariant(promotion, storage)));
      setState({ status: 'ready', banners: banners.filter((banner) => bannerImage(banner, false) !== null) });
    });
    return () => controller.abort();
  }, [language]);

  if (state.status === 'loading') {
    // Sized by CSS media queries, not by `narrow` (false until hydration): the box the banners will
    // fill is right from the first paint, so nothing shifts when they arrive.
    // The bottom padding keeps the place of the indicator row (mt-3 + 44 px) most carousels have.
    return (
      <div data-testid="promo-carousel-skeleton" aria-hidden="true" className="pb-14">
        <div className="mx-auto aspect-square w-full max-w-[466px] animate-pulse rounded-2xl bg-slate-200 md:aspect-[3/1] md:max-h-[400px] md:max-w-none" />
      </div>
    );
  }
  if (state.banners.length === 0) return null;
  return <Slides banners={state.banners} narrow={narrow} reducedMotion={reducedMotion} locale={language} />;
}

function Slides({ banners, narrow, reducedMotion, locale }: { banners: PromoBanner[]; narrow: boolean; reducedMotion: boolean; locale: string }) {
  const t = useTranslations('blocks.promoCarousel');
  // The banners carry no figure; the caption under each says the offer with the catalogue's price in the page's currency.
  const [currency] = useCurrency(locale);
  const text = (parts: PromotionParts | undefined) => (parts?.length ? partsText(parts as FilledPart[], currency, locale) : '');
  const href = (value: string | null) => (value && isLocale(locale) ? localizeLanding(value, locale) : value);
  const several = banners.length > 1;
  const [viewportRef, embla] = useEmblaCarousel({ loop: several, watchDrag: several, align: 'center' });
  const selected = useSelectedSnap(embla);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!embla || !several || reducedMotion || paused) return;
    const timer = window.setInterval(() => embla.scrollNext(), PROMO_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [embla, several, reducedMotion, paused]);

  const arrow = 'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow ring-1 ring-slate-200 hover:bg-white';
  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const pauseHandlers = several
    ? {
        onMouseEnter: () => setPaused(true),
        onMouseLeave: () => setPaused(false),
        onFocus: () => setPaused(true),
        onBlur: () => setPaused(false),
      }
    : {};

  return (
    <section aria-roledescription="carousel" aria-label={t('region')} data-testid="promo-carousel" data-autoplay={several && !reducedMotion ? 'on' : 'off'} className="relative" {...pauseHandlers}>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {banners.map((banner, index) => {
            const image = bannerImage(banner, narrow);
            if (!image) return null;
            const size = image.square ? { width: 466, height: 466 } : { width: 1200, height: 400 };
            const picture = (
              <img
                src={image.src}
                alt={text(banner.offer?.title) || banner.title}
                width={size.width}
                height={size.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                className="block h-full w-full object-contain"
              />
            );
            return (
              <div
                key={banner.promotionId}
                className="min-w-0 shrink-0 grow-0 basis-full"
                role="group"
                aria-roledescription="slide"
                aria-label={t('slide', { number: index + 1, total: banners.length })}
                data-promotion={banner.promotionId}
                data-variant={banner.variantKey}
              >
                {/* One box for every slide: square (at most 466 px) on phones, 3:1 (at most 400 px high) above. */}
                <div className={`mx-auto flex items-center justify-center overflow-hidden rounded-2xl bg-muted ${narrow ? 'aspect-square max-h-[466px] max-w-[466px]' : 'aspect-[3/1] max-h-[400px]'}`}>
                  {banner.href ? (
                    <a href={href(banner.href) ?? undefined} onClick={() => pushEvent(promoClickEvent(banner.promotionId, banner.variantKey, banner.eventCode))} className="block h-full w-full">
                      {picture}
                    </a>
                  ) : (
                    picture
                  )}
                </div>
                {text(banner.offer?.text) ? (
                  <p className={`mx-auto mt-2 text-center text-base font-semibold text-heading ${narrow ? 'max-w-[466px]' : ''}`} data-testid="promo-caption">
                    {text(banner.offer?.text)}
                  </p>
                ) : null}
                {/* The visitor's variant's own call to action (A/B variations[].ctaText). */}
                {banner.ctaText && banner.href ? (
                  <p className="mt-3 text-center">
                    <a href={href(banner.href) ?? undefined} onClick={() => pushEvent(promoClickEvent(banner.promotionId, banner.variantKey, banner.eventCode))} className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-bold text-white hover:bg-brand-dark" data-testid="promo-variant-cta">
                      {banner.ctaText}
                    </a>
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
      {several ? (
        <>
          {/* Arrows over the banner on wide screens; beside the indicators on phones, off the banner's text. */}
          {!narrow ? (
            <>
              <button type="button" onClick={() => embla?.scrollPrev()} aria-label={t('previous')} className={`${arrow} absolute left-3 top-[calc(50%-1.25rem)] -translate-y-1/2`}>
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
              <button type="button" onClick={() => embla?.scrollNext()} aria-label={t('next')} className={`${arrow} absolute right-3 top-[calc(50%-1.25rem)] -translate-y-1/2`}>
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            </>
          ) : null}
          <div className="mt-3 flex items-center justify-center gap-1">
            {narrow ? (
              <button type="button" onClick={() => embla?.scrollPrev()} aria-label={t('previous')} className={arrow}>
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
            ) : null}
            {banners.map((banner, index) => (
              <button
                key={banner.promotionId}
                type="button"
                onClick={() => scrollTo(index)}
                aria-label={t('slide', { number: index + 1, total: banners.length })}
                aria-current={index === selected ? 'true' : undefined}
                className="group inline-flex size-8 items-center justify-center"
              >
                <span className={`block h-2.5 rounded-full transition-all ${index === selected ? 'w-6 bg-brand' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400'}`} />
              </button>
            ))}
            {narrow ? (
              <button type="button" onClick={() => embla?.scrollNext()} aria-label={t('next')} className={arrow}>
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
