import { Check, Heart, Play, ShieldCheck, Star, Tag } from 'lucide-react';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { getTranslations } from 'next-intl/server';
import { OpenModalButton } from '@/components/modal/ModalContext';
import { Img } from '@/components/ui/Img';
import { RichText } from '@/components/ui/RichText';
import { stripHtml } from '@/lib/html/sanitize';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { CmsButton } from '@/components/blocks/CmsButton';
import { ModalDialog } from '@/components/modal/ModalDialog.lazy';
import { RegistrationHero } from './RegistrationHero';
import { DomainSearchBox } from '@/components/blocks/domain-search/DomainSearchBox';
import { domainSearchSchema } from '@/components/blocks/domain-search/schema';
import type { BlockProps } from '../types';
import { VideoPlayer } from '@/components/blocks/video/VideoPlayer.lazy';
import { videoPlayerMessages } from '@/components/blocks/video/messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { BackgroundVideo } from './BackgroundVideo.lazy';
import { FeatureChips, FeatureList, HeroButtons, HeroColumns, HeroCopy, HeroImage, HeroSection, HeroTitle } from './parts';
import { ReadMore } from './ReadMore.lazy';
import type { HeroAttributes } from './schema';

type HeroProps = BlockProps<HeroAttributes>;

/** ssl-lp: the SSL landing page hero — shield-marked value points, buttons, certificate image. */
export async function SslLandingHero({ attributes, context }: HeroProps) {
  const copy = await pageCopy(context.locale);
  return (
    <HeroSection attributes={attributes} variant="ssl-lp" className="bg-gradient-to-br from-[#eef5ff] to-white py-12 sm:py-16">
      <HeroColumns attributes={attributes}>
        <HeroCopy attributes={attributes} copy={copy} />
        <FeatureList
          features={attributes.features}
          copy={copy}
          max={4}
          className="mt-6 text-lg"
          icon={<ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />}
        />
        <HeroButtons attributes={attributes} className="mt-8" />
      </HeroColumns>
    </HeroSection>
  );
}

/** wall-of-love-banner: the banner over the testimonials wall — heart mark, five stars, faces and logos. */
export async function WallOfLoveHero({ attributes, context }: HeroProps) {
  const copy = await pageCopy(context.locale);
  const t = await getTranslations({ locale: context.locale, namespace: 'marketing.hero' });
  const gallery = attributes.images.all.slice(0, 8);
  return (
    <HeroSection attributes={attributes} variant="wall-of-love-banner" className="bg-[#fff5f7] py-14 sm:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <Heart aria-hidden="true" className="mx-auto mb-4 size-10 fill-[#e11d48] text-[#e11d48]" />
        <HeroCopy attributes={attributes} copy={copy} />
        <p className="mt-5 inline-flex items-center gap-1 rounded-full bg-white px-4 py-2 shadow-sm">
          {[0, 1, 2, 3, 4].map((star) => (
            <Star key={star} aria-hidden="true" className="size-5 fill-highlight text-highlight" />
          ))}
          <span className="ml-2 text-sm font-semibold">{t('stars')}</span>
        </p>
        <HeroButtons attributes={attributes} className="mt-8 justify-center" />
      </div>
      {gallery.length ? (
        <ul className="mx-auto mt-10 flex max-w-4xl flex-wrap items-center justify-center gap-4">
          {gallery.map((image, index) => (
            <li key={`${image.url}-${index}`} className="rounded-full bg-white p-1 shadow-sm">
              <Img image={{ ...image, width: image.width ?? 64, height: image.height ?? 64 }} className="size-16 rounded-full object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
    </HeroSection>
  );
}

/** A stable modal id for a video url. */
function videoModalId(url: string): string {
  let hash = 5381;
  for (const char of url) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return `email-page-video-${hash.toString(36)}`;
}

/**
 * email-page: the hero with a play button over its image that opens a video
 * modal. The modal reuses the modal block's dialog and the video block's player (its timing is the
 * video block's); closing the modal pauses the video.
 */
export async function EmailPageHero({ attributes, context }: HeroProps) {
  const copy = await pageCopy(context.locale);
  const [t, tm] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'marketing.hero' }),
    getTranslations({ locale: context.locale, namespace: 'blocks.modal' }),
  ]);
  const modalId = attributes.video ? videoModalId(attributes.video) : '';
  const title = stripHtml(attributes.heading.title) || t('videoTitle');
  return (
    <HeroSection attributes={attributes} variant="email-page" className="py-12 sm:py-16">
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div>
          <HeroCopy attributes={attributes} copy={copy} />
          <FeatureList features={attributes.features} copy={copy} className="mt-6" icon={<Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />} />
          <HeroButtons attributes={attributes} />
        </div>
        <div className="relative">
          <HeroImage attributes={{ ...attributes, image: attributes.image ? { ...attributes.image, link: undefined } : null }} className="w-full rounded-2xl" />
          {attributes.video ? (
            <OpenModalButton
              modalId={modalId}
              className="group absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-2xl bg-slate-950/25 text-white transition-colors hover:bg-slate-950/40 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
            >
              <span aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-brand shadow-lg transition-transform group-hover:scale-110 motion-reduce:transition-none">
                <Play className="size-9 fill-white" />
              </span>
              <span className="rounded bg-black/70 px-3 py-1 font-semibold">{t('watchVideo')}</span>
            </OpenModalButton>
          ) : null}
        </div>
      </div>
      {attributes.video ? (
        <ModalDialog modalId={modalId} title={title} closeLabel={tm('close')} wide>
          <IslandMessages locale={context.locale} namespaces={videoPlayerMessages}>
            <VideoPlayer embedUrl={attributes.video} autoplay modalId={modalId} />
          </IslandMessages>
        </ModalDialog>
      ) : null}
    </HeroSection>
  );
}

/** whmcs-long-text-right-image: long text with Read More / Read Less, the image contained in a frame on the right. */
export async function WhmcsLongTextHero({ attributes, context }: HeroProps) {
  const copy = await pageCopy(context.locale);
  const t = await getTranslations({ locale: context.locale, namespace: 'common.labels' });
  return (
    <HeroSection attributes={attributes} variant="whmcs-long-text-right-image" className="py-12">
      <HeroColumns
        attributes={attributes}
        columns="gap-10 md:grid-cols-[3fr_2fr]"
        aside={
          attributes.image ? (
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <HeroImage attributes={attributes} className="max-h-72 w-full object-contain" />
            </div>
          ) : null
        }
      >
        <HeroCopy attributes={attributes} copy={copy} />
        {attributes.long_text ? <ReadMore more={copy.html(attributes.long_text, { className: 'mt-3' })} moreLabel={t('readMore')} lessLabel={t('readLess')} /> : null}
        <HeroButtons attributes={attributes} />
      </HeroColumns>
    </HeroSection>
  );
}

/**
 * banner-clickable and banner-clickable-promotions: the whole banner links to the
 * control panel's welcome-membership page. The promotions form is the compact strip used above
 * promotion lists.
 */
async function ClickableBanner({ attributes, context, promotions }: HeroProps & { promotions: boolean }) {
  const t = await getTranslations({ locale: context.locale, namespace: 'marketing.hero' });
  const href = controlPanelLinks(siteConfig(), context.locale).welcomeMembership;
  const label = stripHtml(attributes.heading.title) || t('joinMembership');
  return (
    <HeroSection attributes={attributes} variant={promotions ? 'banner-clickable-promotions' : 'banner-clickable'} className={promotions ? 'py-6' : 'py-10'}>
      <a
        href={href}
        data-testid="clickable-banner"
        aria-label={attributes.image?.alt ? undefined : label}
        className={`group block overflow-hidden rounded-2xl focus-visible:outline-4 ${promotions ? 'ring-2 ring-highlight' : 'shadow-md'}`}
      >
        {attributes.image ? (
          <Img image={attributes.image} mobile={attributes.image_mobile} priority className="w-full transition-transform duration-300 group-hover:scale-[1.01] motion-reduce:transition-none" sizes="(min-width: 1152px) 1120px, 100vw" />
        ) : (
          <span className={`flex flex-wrap items-center justify-between gap-4 bg-brand-dark text-white ${promotions ? 'px-6 py-5' : 'px-8 py-10'}`}>
            <span>
              <span className={`block font-bold ${promotions ? 'text-xl' : 'text-2xl sm:text-3xl'}`}>{label}</span>
              {attributes.sub_heading ? <RichText html={attributes.sub_heading} inline as="span" className="mt-1 block text-white/90" /> : null}
            </span>
            <span aria-hidden="true" className="rounded-md bg-highlight px-5 py-2.5 font-semibold text-slate-900 group-hover:bg-white">
              {attributes.button?.title || t('joinMembership')}
            </span>
          </span>
        )}
      </a>
    </HeroSection>
  );
}
export function ClickableBannerHero(props: HeroProps) {
  return <ClickableBanner {...props} promotions={false} />;
}
export function ClickablePromotionsBannerHero(props: HeroProps) {
  return <ClickableBanner {...props} promotions />;
}

/**
 * homepage_member_package: the home hero with the member package beside the copy (title, price and
 * its note, features, the package's button or Sign up today).
 */
export async function HomepageMemberPackageHero({ attributes, context }: HeroProps) {
  const copy = await pageCopy(context.locale);
  const [t, labels] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'marketing.hero' }), getTranslations({ locale: context.locale, namespace: 'common.labels' })]);
  const pack = attributes.package;
  const signUp = controlPanelLinks(siteConfig(), context.locale).signUp;
  return (
    <HeroSection attributes={attributes} variant="homepage_member_package" className="bg-brand-dark py-12 text-white sm:py-20 [&_.prose-cms_a]:text-white">
      <div className="grid items-center gap-10 md:grid-cols-[3fr_2fr]">
        <div>
          <HeroCopy attributes={attributes} copy={copy} inverse />
          <HeroButtons attributes={attributes} inverse className="mt-8" />
        </div>
        {pack ? (
          <aside aria-label={pack.title || t('memberPackage')} className="rounded-2xl bg-white p-6 text-ink shadow-xl">
            <p className="text-sm font-bold uppercase tracking-wide text-brand">{t('memberPackage')}</p>
            {pack.title ? <p className="mt-1 text-2xl font-bold text-heading">{pack.title}</p> : null}
            {pack.price ? (
              <p className="mt-3">
                <span className="text-4xl font-extrabold text-heading">{copy.text(pack.price)}</span>
                {pack.priceNote ? <span className="ml-2 text-slate-700">{pack.priceNote}</span> : null}
              </p>
            ) : null}
            <FeatureList features={pack.features} copy={copy} max={6} className="mt-4" icon={<Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />} />
            <div className="mt-6">
              {pack.button ? (
                <CmsButton button={pack.button} className="w-full" />
              ) : (
                <a href={signUp} className="inline-flex w-full items-center justify-center rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">
                  {labels('signUpToday')}
                </a>
              )}
            </div>
          </aside>
        ) : (
          <HeroImage attributes={attributes} desktopOnly />
        )}
      </div>
    </HeroSection>
  );
}

/**
 * The about-us hero: a background video behind the copy; on a load error
 * the video hides and the fallback image (the block's image) is used. Our advIdentity: about-us-hero.
 */
export function AboutUsHero({ attributes }: HeroProps) {
  const fallback = attributes.image;
  return (
    <section id={attributes.anchor || undefined} data-variant="about-us-hero" className={`relative isolate overflow-hidden bg-brand-dark text-white ${attributes.className ?? ''}`.trim()}>
      {fallback ? (
        <div aria-hidden="true" className="absolute inset-0 -z-20 [&_img]:h-full [&_img]:w-full [&_img]:object-cover" data-testid="hero-fallback-image">
          <Img image={{ ...fallback, alt: '' }} priority sizes="100vw" />
        </div>
      ) : null}
      {attributes.background_video ? <BackgroundVideo src={attributes.background_video.url} type={attributes.background_video.type} className="absolute inset-0 -z-10 h-full w-full object-cover" /> : null}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-dark/90 via-brand-dark/70 to-brand-dark/30" />
      <div className="mx-auto flex min-h-[26rem] w-full max-w-6xl flex-col justify-center px-4 py-16 sm:px-6 [&_.prose-cms_a]:text-white">
        <div className="max-w-2xl">
          <HeroTitle attributes={attributes} inverse />
          {attributes.sub_heading ? <RichText html={attributes.sub_heading} inline as="p" className="mt-4 text-lg sm:text-xl" /> : null}
          {attributes.content ? <RichText html={attributes.content} className="mt-4" /> : null}
          <HeroButtons attributes={attributes} inverse className="mt-8" />
        </div>
      </div>
    </section>
  );
}

/**
 * domain-registration (a hero variant): a hero with this advIdentity renders the
 * domain registration hero (search, trust badges, price note, Explore pricing, transfer link).
 */
export function DomainRegistrationHero({ attributes, context }: HeroProps) {
  return <RegistrationHero heading={attributes.heading} subHeading={attributes.sub_heading ?? ''} pricingAnchor={attributes.pricing_anchor} anchor={attributes.anchor} context={context} />;
}


/** Without search settings: the large theme, no extension appended (only a configured search_ext is). */
const blackFridaySearchDefaults = domainSearchSchema.parse({ search_theme: 'large' });

/**
 * black_friday_tld_hero (a hero variant): the Black Friday hero of the TLD deals — the
 * dark campaign look, the badge, the heading with its highlighted words, a domain search (the block's
 * settings, else the large theme), the feature lines as chips, the buttons and the image.
 * Prices are not typed here: the TLD cards and tables below it read them from the catalogue.
 */
export async function BlackFridayTldHero({ attributes, context }: HeroProps) {
  const copy = await pageCopy(context.locale);
  return (
    <HeroSection attributes={attributes} variant="black_friday_tld_hero" className="bg-slate-950 py-12 text-white sm:py-16 [&_.prose-cms_a]:text-white">
      <HeroColumns attributes={attributes} columns="gap-10 md:grid-cols-[3fr_2fr]" aside={<HeroImage attributes={attributes} desktopOnly={!attributes.image?.alt} />}>
        <HeroCopy attributes={attributes} copy={copy} inverse />
        <div className="mt-6 rounded-xl bg-white p-3 text-ink">
          <DomainSearchBox attributes={attributes.search ?? blackFridaySearchDefaults} context={context} />
        </div>
        <FeatureChips features={attributes.features} max={6} icon={<Tag aria-hidden="true" className="size-4" />} className="mt-5" chipClassName="bg-highlight font-bold text-slate-900" />
        <HeroButtons attributes={attributes} inverse className="mt-8" />
      </HeroColumns>
    </HeroSection>
  );
}
