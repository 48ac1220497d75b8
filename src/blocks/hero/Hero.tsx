import { Check } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CmsButton } from '@/blocks/shared/CmsButton';
import { Heading } from '@/components/ui/Heading';
import { Img } from '@/components/ui/Img';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { localizedPath } from '@/i18n/locales';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { comFromPrice } from '@/lib/site/marketing';
import { DomainSearchBox } from '../domain-search/DomainSearch';
import { domainSearchSchema } from '../domain-search/schema';
import type { BlockProps } from '../types';
import { PromoCarousel } from '../promo-carousel/PromoCarousel.lazy';
import { ReadMore } from './ReadMore.client';
import type { HeroAttributes } from './schema';

type HeroProps = BlockProps<HeroAttributes>;

function HeroTitle({ attributes, inverse = false }: { attributes: HeroAttributes; inverse?: boolean }) {
  const { heading } = attributes;
  if (!heading.title) return null;
  // Heroes open the page: an unset tag means the page title (h1); an explicit tag is kept.
  return (
    <Heading tag={heading.tag === 'h3' ? 'h1' : heading.tag} fontSize={heading.fontSize} className={`text-balance ${inverse ? 'text-white' : ''}`}>
      <RichText html={heading.title} inline as="span" />
      {attributes.heading_highlight ? (
        <>
          {' '}
          <span className={inverse ? 'text-highlight' : 'text-brand'}>{attributes.heading_highlight}</span>
        </>
      ) : null}
    </Heading>
  );
}

function HeroCopy({ attributes, inverse = false }: { attributes: HeroAttributes; inverse?: boolean }) {
  return (
    <>
      {attributes.badge ? <p className="mb-3 inline-block rounded-full bg-highlight px-3 py-1 text-sm font-bold text-slate-900">{attributes.badge}</p> : null}
      <HeroTitle attributes={attributes} inverse={inverse} />
      {attributes.sub_heading ? <RichText html={attributes.sub_heading} inline as="p" className="mt-4 text-lg sm:text-xl" /> : null}
      {attributes.content ? <RichText html={attributes.content} className="mt-4" /> : null}
    </>
  );
}

function HeroButtons({ attributes }: { attributes: HeroAttributes }) {
  if (!attributes.button && !attributes.button_2) return null;
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <CmsButton button={attributes.button} />
      <CmsButton button={attributes.button_2} />
    </div>
  );
}

function HeroImage({ attributes, desktopOnly = false }: { attributes: HeroAttributes; desktopOnly?: boolean }) {
  if (!attributes.image) return null;
  // desktopOnly: a decorative illustration with no mobile image is left out on phones, where it
  // would only push the content down (and become the slowest thing to paint).
  const hidden = desktopOnly && !attributes.image_mobile ? 'hidden md:block' : '';
  return <Img image={attributes.image} mobile={attributes.image_mobile} priority className={`mx-auto ${hidden}`.trim()} sizes="(min-width: 768px) 50vw, 100vw" />;
}

/** Default hero: copy left, image right. */
export function DefaultHero({ attributes, context }: HeroProps) {
  return (
    <Section id={attributes.anchor} left={attributes.bgColorLeft} right={attributes.bgColorRight} className={`py-12 sm:py-16 ${attributes.className ?? ''}`}>
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div>
          <HeroCopy attributes={attributes} />
          {attributes.search ? (
            <div className="mt-6">
              <DomainSearchBox attributes={attributes.search} context={context} />
            </div>
          ) : null}
          <HeroButtons attributes={attributes} />
        </div>
        <HeroImage attributes={attributes} />
      </div>
    </Section>
  );
}

/** basic-two-column-hero-banner: two even columns with split background colours. */
export function BasicTwoColumnHero({ attributes }: HeroProps) {
  return (
    <Section id={attributes.anchor} left={attributes.bgColorLeft} right={attributes.bgColorRight} className={`py-12 sm:py-20 ${attributes.className ?? ''}`}>
      <div className="grid items-center gap-8 md:grid-cols-2" data-variant="basic-two-column-hero-banner">
        <div>
          <HeroCopy attributes={attributes} />
          <HeroButtons attributes={attributes} />
        </div>
        <HeroImage attributes={attributes} />
      </div>
    </Section>
  );
}

/** verticle-hero: centred, a sign-up button and three feature lines. */
export async function VerticalHero({ attributes, context }: HeroProps) {
  const t = await getTranslations({ locale: context.locale, namespace: 'common.labels' });
  const signUp = controlPanelLinks(siteConfig(), context.locale).signUp;
  return (
    <Section id={attributes.anchor} left={attributes.bgColorLeft} right={attributes.bgColorRight} className={`py-14 text-center ${attributes.className ?? ''}`}>
      <div className="mx-auto max-w-3xl" data-variant="verticle-hero">
        <HeroCopy attributes={attributes} />
        <ul className="mx-auto mt-6 grid max-w-2xl gap-3 text-left sm:grid-cols-3">
          {attributes.features.slice(0, 3).map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
              <RichText html={feature} inline as="span" />
            </li>
          ))}
        </ul>
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

/** The home hero searches .com by default, in the large theme. */
const homepageSearchDefaults = domainSearchSchema.parse({ search_ext: 'com', search_theme: 'large' });

/**
 * homepage_hero: heading, sub heading, domain search, the '.com from $10.44' strip linking to domain
 * registration, a 'Discover Memberships' link and a 'Try our platform for free' link.
 */
export async function HomepageHero({ attributes, context }: HeroProps) {
  const t = await getTranslations({ locale: context.locale, namespace: 'blocks.hero' });
  const signUp = controlPanelLinks(siteConfig(), context.locale).signUp;
  return (
    <Section id={attributes.anchor} left={attributes.bgColorLeft} right={attributes.bgColorRight} className={`bg-brand-dark py-12 text-white sm:py-20 ${attributes.className ?? ''}`}>
      <div className="grid items-center gap-10 md:grid-cols-[3fr_2fr]" data-variant="homepage_hero">
        <div>
          <HeroCopy attributes={attributes} inverse />
          <div className="mt-8">
            <DomainSearchBox attributes={attributes.search ?? homepageSearchDefaults} context={context} />
          </div>
          <p className="mt-4">
            <a href={localizedPath('/domains/domain-registration', context.locale)} className="inline-block rounded-full bg-highlight px-4 py-1.5 font-bold text-slate-900 hover:bg-white">
              {t('comFrom', { price: comFromPrice(context.locale) })}
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
        </div>
        <HeroImage attributes={attributes} desktopOnly={!attributes.image?.alt} />
      </div>
    </Section>
  );
}

/** home-page-long-text-right-image: long text with Read More / Read Less, image right. */
export async function LongTextRightImageHero({ attributes, context }: HeroProps) {
  const t = await getTranslations({ locale: context.locale, namespace: 'common.labels' });
  return (
    <Section id={attributes.anchor} left={attributes.bgColorLeft} right={attributes.bgColorRight} className={`py-12 ${attributes.className ?? ''}`}>
      <div className="grid items-center gap-10 md:grid-cols-2" data-variant="home-page-long-text-right-image">
        <div>
          <HeroCopy attributes={attributes} />
          {attributes.long_text ? (
            <ReadMore more={<RichText html={attributes.long_text} className="mt-3" />} moreLabel={t('readMore')} lessLabel={t('readLess')} />
          ) : null}
          <HeroButtons attributes={attributes} />
        </div>
        <HeroImage attributes={attributes} />
      </div>
    </Section>
  );
}

/**
 * promo-carousel: the copy centred above the carousel of promotional banners, which takes the place
 * of the hero image (content-layer §2, /membership-plans/promotions).
 */
export async function PromoCarouselHero({ attributes, context }: HeroProps) {
  const t = await getTranslations({ locale: context.locale, namespace: 'blocks.promoCarousel' });
  return (
    <Section id={attributes.anchor} left={attributes.bgColorLeft} right={attributes.bgColorRight} className={`py-10 sm:py-14 ${attributes.className ?? ''}`}>
      <div data-variant="promo-carousel">
        <div className="mx-auto max-w-3xl text-center">
          <HeroCopy attributes={attributes} />
        </div>
        <div className="mx-auto mt-8 max-w-[1200px]">
          <PromoCarousel language={context.locale} labels={{ region: t('region'), previous: t('previous'), next: t('next'), slide: t('slide', { number: '{number}', total: '{total}' }) }} />
        </div>
        <HeroButtons attributes={attributes} />
      </div>
    </Section>
  );
}
