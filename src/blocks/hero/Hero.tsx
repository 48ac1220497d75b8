import { Check, ChevronDown } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CmsButton } from '@/components/blocks/CmsButton';
import { Section } from '@/components/ui/Section';
import { heroImagePlacement, isHomePath, pathHero, usesPricingHomeHero } from '@/lib/marketing/paths';
import { HOME_HERO_SCROLL_BUTTON_DISTANCE_PX, SAVINGS_CALCULATOR_ANCHOR } from '@/lib/marketing/constants';
import { ButtonLink } from '@/components/ui/Button';
import { contentLocaleByLocale, localizedPath } from '@/i18n/locales';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { DomainSearchBox } from '@/components/blocks/domain-search/DomainSearchBox';
import { domainSearchSchema } from '@/components/blocks/domain-search/schema';
import type { BlockProps } from '../types';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { PromoCarousel } from './PromoCarousel.lazy';
import { promoCarouselMessages } from './messages';
import { CheckList } from '@/components/blocks/SectionParts';
import { FeatureList, HeroButtons, HeroColumns, HeroCopy, HeroImage, HeroSection, HomeImage } from './parts';
import { PATH_HEROES } from './PathHeroes';
import { ReadMore } from './ReadMore.lazy';
import { TrustFeaturesBand } from './TrustFeaturesBand';
import { HomePromoBanner, homePromo } from './HomeHeroes';
import { ScrollDownButton } from './ScrollDownButton.lazy';
import { promoEntriesFor, type HeroAttributes } from './schema';
import { PromoEntriesCarousel, PromoItemsCarousel } from './PromoEntries';

type HeroProps = BlockProps<HeroAttributes>;

/** Where a hero's domain search shows its results: below both columns, at the hero's full width. */
const HERO_RESULTS_SLOT = 'hero-search-results';

/**
 * The generic hero: image right (default), image left, or
 * centred (layout center, advIdentity center-image). Paths containing /business-email-solution or
 * /email-solution-dev put the image above the copy; /whmcs and /whmcs-page-dev contain the image in
 * a framed box. On the spec's special paths a generic hero becomes that path's hero (see pathHero).
 */
export async function DefaultHero(props: HeroProps) {
  const { attributes, context } = props;
  const special = pathHero(context.path);
  if (special) {
    const PathVariant = PATH_HEROES[special];
    return <PathVariant {...props} />;
  }
  const pageFigures = await pageCopy(context.locale);
  const placement = heroImagePlacement(context.path);
  const centred = attributes.layout === 'center';
  const copy = (
    <div className={centred ? 'mx-auto max-w-3xl text-center' : ''}>
      <HeroCopy attributes={attributes} copy={pageFigures} />
      {attributes.search ? (
        <div className="mt-6">
          <DomainSearchBox attributes={attributes.search} context={context} resultsSlotId={centred ? undefined : HERO_RESULTS_SLOT} />
        </div>
      ) : null}
      <HeroButtons attributes={attributes} className={`mt-6 ${centred ? 'justify-center' : ''}`} />
      <FeatureList features={attributes.features} copy={pageFigures} max={6} className={`mt-6 ${centred ? 'mx-auto max-w-2xl text-left sm:grid-cols-3' : 'sm:grid-cols-2'}`} icon={<Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />} />
    </div>
  );
  const image =
    placement === 'contained' && attributes.image ? (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <HeroImage attributes={attributes} className="max-h-80 w-full object-contain" />
      </div>
    ) : (
      <HeroImage attributes={attributes} />
    );
  const layoutClass =
    placement === 'email-solution' || centred
      ? 'flex flex-col gap-10'
      : `grid items-center gap-10 md:grid-cols-2 ${attributes.layout === 'image-left' ? '[&>*:first-child]:md:order-2' : ''}`;
  return (
    <HeroSection attributes={attributes} variant={`generic-hero:${attributes.layout}:${placement}`} className="py-12 sm:py-16">
      <div className={layoutClass} data-layout={attributes.layout} data-image-placement={placement}>
        {placement === 'email-solution' ? (
          <>
            {image}
            {copy}
          </>
        ) : (
          <>
            {copy}
            {image}
          </>
        )}
      </div>
      {attributes.search && !centred ? <div id={HERO_RESULTS_SLOT} /> : null}
    </HeroSection>
  );
}

/** basic-two-column-hero-banner: two even columns with split background colours. */
export async function BasicTwoColumnHero({ attributes, context }: HeroProps) {
  const copy = await pageCopy(context.locale);
  return (
    <Section id={attributes.anchor} left={attributes.bgColorLeft} right={attributes.bgColorRight} className={`py-12 sm:py-20 ${attributes.className ?? ''}`}>
      <HeroColumns attributes={attributes} columns="gap-8 md:grid-cols-2" data-variant="basic-two-column-hero-banner">
        <HeroCopy attributes={attributes} copy={copy} />
        <HeroButtons attributes={attributes} />
      </HeroColumns>
    </Section>
  );
}

/** verticle-hero: centred, a sign-up button and three feature lines. */
export async function VerticalHero({ attributes, context }: HeroProps) {
  const copy = await pageCopy(context.locale);
  const t = await getTranslations({ locale: context.locale, namespace: 'common.labels' });
  const signUp = controlPanelLinks(siteConfig(), context.locale).signUp;
  return (
    <Section id={attributes.anchor} left={attributes.bgColorLeft} right={attributes.bgColorRight} className={`py-14 text-center ${attributes.className ?? ''}`}>
      <div className="mx-auto max-w-3xl" data-variant="verticle-hero">
        <HeroCopy attributes={attributes} copy={copy} />
        <CheckList lines={attributes.features} max={3} className="mx-auto mt-6 grid max-w-2xl gap-3 text-left sm:grid-cols-3" />
        <div className="mt-8 flex justify-center gap-3">
          {attributes.button ? (
            <CmsButton button={attributes.button} />
          ) : (
            <a href={signUp} className="rounded-md bg-brand px-7 py-3.5 text-lg font-semibold text-white hover:bg-brand-dark">
              {t('signUpToday')}
            </a>
          )}
        </div>
        {attributes.image ? (
          <div className="mt-10">
            <HeroImage attributes={attributes} />
          </div>
        ) : null}
      </div>
    </Section>
  );
}

/**
 * Without search settings the home hero's box is the large theme and appends no extension: an
 * extension is added only when one is configured (search_ext).
 */
export const homepageSearchDefaults = domainSearchSchema.parse({ search_theme: 'large' });

/**
 * homepage_hero: heading, sub heading, domain search, the '.com from {price}' strip linking to domain
 * registration, a 'Discover Memberships' link and a 'Try our platform for free' link.
 */
export async function HomepageHero(props: HeroProps) {
  const { attributes, context } = props;
  // On the pricing spec's home-hero paths ('/', /es, /nl) the hero also carries its parts: the
  // savings button to #mm_savings, the promo banner and the floating scroll-down button.
  const pricingParts = usesPricingHomeHero(context.path);
  const t = await getTranslations({ locale: context.locale, namespace: 'marketing.hero' });
  const target = (attributes.scroll_target || SAVINGS_CALCULATOR_ANCHOR).replace(/^#/, '');
  const promo = pricingParts ? await homePromo(attributes) : null;
  return (
    <>
      <HomepageHeroSection {...props} savingsTarget={pricingParts ? target : null} />
      {promo ? (
        <div className="bg-brand-dark px-4 pb-10 sm:px-6">
          <HomePromoBanner promo={promo} label={t('promoBanner')} />
        </div>
      ) : null}
      {pricingParts ? <ScrollDownButton targetId={target} distance={HOME_HERO_SCROLL_BUTTON_DISTANCE_PX} label={t('scrollDown')} icon={<ChevronDown aria-hidden="true" className="size-6" />} /> : null}
      {isHomePath(context.path) ? <TrustFeaturesBand locale={context.locale} /> : null}
    </>
  );
}

async function HomepageHeroSection({ attributes, context, savingsTarget }: HeroProps & { savingsTarget: string | null }) {
  const [t, tm, copy] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'blocks.hero' }),
    getTranslations({ locale: context.locale, namespace: 'marketing.hero' }),
    pageCopy(context.locale),
  ]);
  const signUp = controlPanelLinks(siteConfig(), context.locale).signUp;
  return (
    <Section id={attributes.anchor} left={attributes.bgColorLeft} right={attributes.bgColorRight} className={`bg-brand-dark py-12 text-white sm:py-20 ${attributes.className ?? ''}`}>
      <div className="grid items-center gap-10 md:grid-cols-[3fr_2fr]" data-variant="homepage_hero">
        <div>
          <HeroCopy attributes={attributes} copy={copy} inverse />
          <div className="mt-8">
            <DomainSearchBox attributes={attributes.search ?? homepageSearchDefaults} context={context} resultsSlotId={HERO_RESULTS_SLOT} />
          </div>
          <p className="mt-4">
            <a href={localizedPath('/domains/domain-registration', context.locale)} className="inline-block rounded-full bg-highlight px-4 py-1.5 font-bold text-slate-900 hover:bg-white">
              {/* .com's non-member first-year price now, from the catalogue (a running promotion applied) */}
              <span data-testid="com-from">{copy.text((t.raw('comFrom') as string).replace('{price}', '{price:com}'))}</span>
            </a>
          </p>
          <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
            <a href={localizedPath('/membership-plans', context.locale)} className="text-white underline underline-offset-4 hover:text-highlight">
              {t('discoverMemberships')}
            </a>
            <a href={signUp} className="text-white underline underline-offset-4 hover:text-highlight">
              {t('tryFree')}
            </a>
          </p>
          {savingsTarget ? (
            <p className="mt-6" data-testid="home-savings-button">
              <ButtonLink href={`#${savingsTarget}`} type={attributes.button?.type ?? 'primary'} size="large" inverse>
                {attributes.button?.title || tm('seeSavings')}
              </ButtonLink>
            </p>
          ) : null}
        </div>
        <HomeImage attributes={attributes} />
      </div>
      {/* the search results span the hero's width, below its two columns */}
      <div id={HERO_RESULTS_SLOT} />
    </Section>
  );
}

/** home-page-long-text-right-image: long text with Read More / Read Less, image right. */
export async function LongTextRightImageHero({ attributes, context }: HeroProps) {
  const copy = await pageCopy(context.locale);
  const t = await getTranslations({ locale: context.locale, namespace: 'common.labels' });
  return (
    <Section id={attributes.anchor} left={attributes.bgColorLeft} right={attributes.bgColorRight} className={`py-12 ${attributes.className ?? ''}`}>
      <HeroColumns attributes={attributes} data-variant="home-page-long-text-right-image">
        <HeroCopy attributes={attributes} copy={copy} />
        {attributes.long_text ? (
          <ReadMore more={copy.html(attributes.long_text, { className: 'mt-3' })} moreLabel={t('readMore')} lessLabel={t('readLess')} />
        ) : null}
        <HeroButtons attributes={attributes} />
      </HeroColumns>
    </Section>
  );
}

/**
 * promo-carousel: the copy centred above the carousel of promotional banners, which takes the place
 * of the hero image (/membership-plans/promotions).
 */
export async function PromoCarouselHero({ attributes, context }: HeroProps) {
  const copy = await pageCopy(context.locale);
  // The block's own entries (per locale) or items when the content gives them; else GET /api/promos.
  const entries = promoEntriesFor(attributes.entries, contentLocaleByLocale[context.locale]);
  return (
    <Section id={attributes.anchor} left={attributes.bgColorLeft} right={attributes.bgColorRight} className={`py-10 sm:py-14 ${attributes.className ?? ''}`}>
      <div data-variant="promo-carousel">
        <div className="mx-auto max-w-3xl text-center">
          <HeroCopy attributes={attributes} copy={copy} />
        </div>
        <div className="mx-auto mt-8 max-w-[1200px]">
          {entries.length ? (
            <PromoEntriesCarousel entries={entries} context={context} />
          ) : attributes.items.length ? (
            <PromoItemsCarousel items={attributes.items} context={context} />
          ) : (
            <IslandMessages locale={context.locale} namespaces={promoCarouselMessages}>
              <PromoCarousel language={context.locale} />
            </IslandMessages>
          )}
        </div>
        <HeroButtons attributes={attributes} />
      </div>
    </Section>
  );
}
