import { Check, ChevronDown } from 'lucide-react';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { getTranslations } from 'next-intl/server';
import { CmsButton } from '@/components/blocks/CmsButton';
import { ButtonLink } from '@/components/ui/Button';
import { Img } from '@/components/ui/Img';
import { contentLocaleByLocale } from '@/i18n/locales';
import { getThemeOptions } from '@/lib/content/page';
import {
  DESKTOP_CAROUSEL_QUERY,
  HERO_CAROUSEL_IMAGE,
  HERO_CAROUSEL_MS,
  HOME_CAROUSEL_HERO_IMAGES,
  HOME_HERO_SCROLL_BUTTON_DISTANCE_PX,
  MEMBERSHIP_HERO_IMAGES_PER_LANGUAGE,
  SAVINGS_CALCULATOR_ANCHOR,
} from '@/lib/marketing/constants';
import { isHomePath } from '@/lib/marketing/paths';
import { promotionsNow } from '@/lib/promotions/clock';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { AutoCarousel } from '@/components/blocks/AutoCarousel.lazy';
import { carouselMessages } from '@/components/blocks/carousel-messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import type { ButtonAttribute, ImageAttribute } from '@/components/blocks/attributes';
import type { BlockProps } from '../types';
import { FeatureList, HeroColumns, HeroCopy, HeroSection, LinkedImage } from './parts';
import { imagesForLocale, type HeroAttributes } from './schema';
import { ScrollDownButton } from './ScrollDownButton.lazy';
import { TrustFeaturesBand } from './TrustFeaturesBand';

type HeroProps = BlockProps<HeroAttributes>;

/** The theme options' promotion (link, end date, image) while its end date has not passed. */
async function themePromoBanner(): Promise<{ image: ImageAttribute; link: string } | null> {
  const { promotions } = await getThemeOptions();
  if (!promotions.image) return null;
  if (promotions.endDate && Date.parse(promotions.endDate) < promotionsNow().getTime()) return null;
  return { image: { url: promotions.image, alt: '', width: 1200, height: 400 }, link: promotions.link ?? '' };
}

/** The home hero's promo banner: the block's promo_banner, else the theme options' running promotion. */
export async function homePromo(attributes: HeroAttributes): Promise<{ image: ImageAttribute; link: string } | null> {
  return attributes.promo_banner ?? (await themePromoBanner());
}

export function HomePromoBanner({ promo, label }: { promo: { image: ImageAttribute; link: string }; label: string }) {
  return (
    <div className="mx-auto mt-10 max-w-5xl overflow-hidden rounded-2xl shadow-md" data-testid="home-hero-promo">
      {promo.link ? (
        <a href={promo.link} aria-label={promo.image.alt ? undefined : label} className="block">
          <Img image={promo.image} priority className="w-full" sizes="(min-width: 1024px) 1024px, 100vw" />
        </a>
      ) : (
        <Img image={promo.image} priority className="w-full" sizes="(min-width: 1024px) 1024px, 100vw" />
      )}
    </div>
  );
}

/**
 * The home hero (paths /, /nl, /es, /homepage-partner-logos): heading with
 * highlighted words (heading_highlight), sub heading, a button scrolling to #mm_savings (the savings
 * calculator; its label is the block's button title), a promo banner (the block's promo_banner,
 * else the theme options' promotion) and a floating scroll-down button that disappears once the
 * page is scrolled past the target section.
 */
export async function HomeHero({ attributes, context }: HeroProps) {
  const copy = await pageCopy(context.locale);
  const t = await getTranslations({ locale: context.locale, namespace: 'marketing.hero' });
  const target = (attributes.scroll_target || SAVINGS_CALCULATOR_ANCHOR).replace(/^#/, '');
  const promo = await homePromo(attributes);
  return (
    <>
      <HeroSection attributes={attributes} variant="home-hero" className="bg-gradient-to-b from-muted to-white py-12 sm:py-20">
        <div className="mx-auto max-w-4xl text-center">
          <HeroCopy attributes={attributes} copy={copy} />
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink href={`#${target}`} type={attributes.button?.type ?? 'primary'} size="large">
              {attributes.button?.title || t('seeSavings')}
            </ButtonLink>
            <CmsButton button={attributes.button_2} />
          </div>
        </div>
        {promo ? <HomePromoBanner promo={promo} label={t('promoBanner')} /> : null}
      </HeroSection>
      {/* Outside the section's stacking context, so the floating button stays above the sections after it. */}
      <ScrollDownButton targetId={target} distance={HOME_HERO_SCROLL_BUTTON_DISTANCE_PX} label={t('scrollDown')} icon={<ChevronDown aria-hidden="true" className="size-6" />} />
      {isHomePath(context.path) ? <TrustFeaturesBand locale={context.locale} /> : null}
    </>
  );
}

/** The sign-up button: the block's button, else 'Sign up today' to the control panel's sign-up page. */
async function signUpButton(button: ButtonAttribute | null | undefined, locale: HeroProps['context']['locale']) {
  if (button) return <CmsButton button={button} />;
  const t = await getTranslations({ locale, namespace: 'common.labels' });
  return (
    <ButtonLink href={controlPanelLinks(siteConfig(), locale).signUp} size="large">
      {t('signUpToday')}
    </ButtonLink>
  );
}

function ImageCarousel({ images, context }: { images: ImageAttribute[]; context: HeroProps['context'] }) {
  if (!images.length) return null;
  return (
    <IslandMessages locale={context.locale} namespaces={carouselMessages('marketing.hero.imageCarousel')}>
      <AutoCarousel
        intervalMs={HERO_CAROUSEL_MS}
        messages="marketing.hero.imageCarousel"
        testId="hero-carousel"
        activeQuery={DESKTOP_CAROUSEL_QUERY}
        trackClassName="flex snap-x snap-mandatory gap-4 overflow-x-auto min-[1001px]:snap-none min-[1001px]:gap-0 min-[1001px]:overflow-visible"
        slideClassName="min-w-0 shrink-0 grow-0 basis-[85%] snap-start min-[1001px]:basis-full"
      >
        {images.map((image, index) => (
          <LinkedImage
            key={`${image.url}-${index}`}
            image={{ ...image, width: image.width ?? HERO_CAROUSEL_IMAGE.width, height: image.height ?? HERO_CAROUSEL_IMAGE.height }}
            priority={index === 0}
            className="mx-auto w-full rounded-xl"
            sizes={`(min-width: 768px) ${HERO_CAROUSEL_IMAGE.width}px, 100vw`}
          />
        ))}
      </AutoCarousel>
    </IslandMessages>
  );
}

async function CarouselHero({ attributes, context, imageCount, variant }: HeroProps & { imageCount: number; variant: string }) {
  const copy = await pageCopy(context.locale);
  const images = imagesForLocale(attributes.images, contentLocaleByLocale[context.locale]).slice(0, imageCount);
  return (
    <HeroSection attributes={attributes} variant={variant} className="py-12 sm:py-16">
      <HeroColumns
        attributes={attributes}
        aside={
          <div className="min-w-0">
            <ImageCarousel images={images} context={context} />
          </div>
        }
      >
        <HeroCopy attributes={attributes} copy={copy} />
        <FeatureList features={attributes.features} copy={copy} className="mt-6 text-lg" icon={<Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />} />
        <div className="mt-8 flex flex-wrap gap-3">
          {await signUpButton(attributes.button, context.locale)}
          <CmsButton button={attributes.button_2} />
        </div>
      </HeroColumns>
    </HeroSection>
  );
}

/**
 * membership-hero-banner (the older home hero): a carousel of two images per language
 * (665x367, autoplay, infinite), three value points and a sign-up button.
 */
export function MembershipHeroBanner(props: HeroProps) {
  return <CarouselHero {...props} imageCount={MEMBERSHIP_HERO_IMAGES_PER_LANGUAGE} variant="membership-hero-banner" />;
}

/**
 * The other home hero (a carousel of three images, three benefit lines, sign-up
 * button). The spec gives it no advIdentity; ours is home-hero-carousel.
 */
export function HomeCarouselHero(props: HeroProps) {
  return <CarouselHero {...props} imageCount={HOME_CAROUSEL_HERO_IMAGES} variant="home-hero-carousel" />;
}

