import { Check, Percent, ShieldCheck } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { OpenModalButton } from '@/components/modal/ModalContext';
import { buttonClasses } from '@/components/ui/Button';
import { Heading } from '@/components/ui/Heading';
import { Img } from '@/components/ui/Img';
import { pageCopy, type Copy } from '@/components/blocks/pricing/copy';
import { PLESK_BANNER_MEDIA } from '@/lib/marketing/constants';
import { PLESK_BLOCK_ID, showsPleskPromo } from '@/lib/marketing/paths';
import { CmsButton } from '@/components/blocks/CmsButton';
import { mobileImageOf, mobileImagePriority } from '@/components/blocks/attributes';
import { LEAD_FORM_MODAL_ID } from '@/components/blocks/forms/modal-id';
import { BlockFrame, CHECK_ICON, CheckList, SubHeading } from '@/components/blocks/SectionParts';
import type { BlockProps } from '../types';
import { PleskBlockScroll } from './PleskBlockScroll.lazy';
import type { BannerAttributes } from './schema';

type BannerProps = BlockProps<BannerAttributes>;

/** Badge, title and sub heading; figures in them are placeholders filled for the page (the page's copy helper). */
function BannerTitle({ attributes, copy, inverse = false, className = '' }: { attributes: BannerAttributes; copy: Copy; inverse?: boolean; className?: string }) {
  return (
    <>
      {attributes.badge ? (
        <p className={`mb-3 inline-block rounded-full px-3 py-1 text-sm font-bold ${inverse ? 'bg-highlight text-slate-900' : 'bg-brand/10 text-brand-dark'}`}>{copy.text(attributes.badge)}</p>
      ) : null}
      {attributes.heading.title ? (
        <Heading tag={attributes.heading.tag} look={attributes.heading.tag === 'h3' ? 'h2' : undefined} fontSize={attributes.heading.fontSize} className={`${inverse ? 'text-white' : ''} ${className}`.trim()}>
          {copy.html(attributes.heading.title, { inline: true, as: 'span' })}
        </Heading>
      ) : null}
      <SubHeading html={attributes.sub_heading} settings={attributes.heading_settings} className="mt-3 text-lg" copy={copy} />
    </>
  );
}

function BannerList({ items, icon, copy, className = '' }: { items: string[]; icon: ReactNode; copy: Copy; className?: string }) {
  return <CheckList lines={items} icon={icon} copy={copy} className={`mt-5 grid gap-3 ${className}`.trim()} gap="gap-2.5" />;
}

function BannerButtons({ attributes, inverse = false, className = '' }: { attributes: BannerAttributes; inverse?: boolean; className?: string }) {
  if (!attributes.button && !attributes.button_2) return null;
  return (
    <div className={`mt-7 flex flex-wrap gap-3 ${className}`.trim()}>
      <CmsButton button={attributes.button} inverse={inverse} />
      <CmsButton button={attributes.button_2} inverse={inverse} />
    </div>
  );
}

function BannerImage({ attributes, className = '' }: { attributes: BannerAttributes; className?: string }) {
  if (!attributes.image) return null;
  return <Img image={attributes.image} mobile={mobileImageOf(attributes)} priority={mobileImagePriority(attributes)} className={`mx-auto ${className}`.trim()} sizes="(min-width: 768px) 50vw, 100vw" />;
}

const check = CHECK_ICON;

function shell(attributes: BannerAttributes, variant: string, className: string, children: ReactNode) {
  return (
    <BlockFrame attributes={attributes} variant={variant} className={className}>
      {children}
    </BlockFrame>
  );
}

/** The default banner: copy, list and buttons beside the image. On the Plesk pages it is the Plesk promo banner. */
export async function DefaultBanner(props: BannerProps) {
  const { attributes, context } = props;
  if (showsPleskPromo(context.path)) return <PleskPromoBanner {...props} />;
  const copy = await pageCopy(context.locale);
  return shell(
    attributes,
    'default',
    'py-12',
    <div className={`grid items-center gap-10 ${attributes.image ? 'md:grid-cols-2' : ''}`}>
      <div>
        <BannerTitle attributes={attributes} copy={copy} />
        {copy.html(attributes.content, { className: 'mt-4' })}
        <BannerList copy={copy} items={attributes.list_items} icon={check} />
        <BannerButtons attributes={attributes} />
      </div>
      <BannerImage attributes={attributes} />
    </div>,
  );
}

/** long-text-list-button-left: long text and a check list, the buttons left under them, the image right. */
export async function LongTextListButtonLeftBanner({ attributes, context }: BannerProps) {
  const copy = await pageCopy(context.locale);
  return shell(
    attributes,
    'long-text-list-button-left',
    'py-12 sm:py-16',
    <div className="grid items-center gap-10 md:grid-cols-[3fr_2fr]">
      <div>
        <BannerTitle attributes={attributes} copy={copy} />
        {copy.html(attributes.content, { className: 'mt-4 text-lg leading-relaxed' })}
        <BannerList copy={copy} items={attributes.list_items} icon={check} />
        <BannerButtons attributes={attributes} className="justify-start" />
      </div>
      <BannerImage attributes={attributes} />
    </div>,
  );
}

/** long-text-list-button-left-v2: the same on a dark panel, the list in two columns. */
export async function LongTextListButtonLeftV2Banner({ attributes, context }: BannerProps) {
  const copy = await pageCopy(context.locale);
  return shell(
    attributes,
    'long-text-list-button-left-v2',
    'py-10',
    <div className="grid items-center gap-10 rounded-3xl bg-brand-dark p-8 text-white sm:p-12 md:grid-cols-[3fr_2fr] [&_.prose-cms_a]:text-white">
      <div>
        <BannerTitle attributes={attributes} copy={copy} inverse />
        {copy.html(attributes.content, { className: 'mt-4 text-lg leading-relaxed' })}
        <BannerList copy={copy} items={attributes.list_items} className="sm:grid-cols-2" icon={<Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-highlight" />} />
        <BannerButtons attributes={attributes} inverse />
      </div>
      <BannerImage attributes={attributes} />
    </div>,
  );
}

/** centered-long-text-and-image: centred heading and long text, the image below. */
export async function CenteredLongTextAndImageBanner({ attributes, context }: BannerProps) {
  const copy = await pageCopy(context.locale);
  return shell(
    attributes,
    'centered-long-text-and-image',
    'py-12 sm:py-16',
    <div className="mx-auto max-w-3xl text-center">
      <BannerTitle attributes={attributes} copy={copy} />
      {copy.html(attributes.content, { className: 'mt-4 text-lg leading-relaxed' })}
      <BannerList copy={copy} items={attributes.list_items} className="mx-auto max-w-xl text-left" icon={check} />
      <BannerButtons attributes={attributes} className="justify-center" />
      {attributes.image ? (
        <div className="mt-10">
          <BannerImage attributes={attributes} />
        </div>
      ) : null}
    </div>,
  );
}

/** black-friday-list: the Black Friday banner — black panel, the list marked with percent signs. */
export async function BlackFridayListBanner({ attributes, context }: BannerProps) {
  const copy = await pageCopy(context.locale);
  return shell(
    attributes,
    'black-friday-list',
    'py-10',
    <div className="grid items-center gap-10 rounded-3xl bg-slate-950 p-8 text-white sm:p-12 md:grid-cols-2 [&_.prose-cms_a]:text-highlight">
      <div>
        <BannerTitle attributes={attributes} copy={copy} inverse />
        {copy.html(attributes.content, { className: 'mt-4' })}
        <BannerList
          copy={copy}
          items={attributes.list_items}
          icon={
            <span aria-hidden="true" className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-highlight text-slate-950">
              <Percent className="size-3" />
            </span>
          }
        />
        <BannerButtons attributes={attributes} inverse />
      </div>
      <BannerImage attributes={attributes} />
    </div>,
  );
}

/** long-text-list-left-image: the image left, long text and list right. */
export async function LongTextListLeftImageBanner({ attributes, context }: BannerProps) {
  const copy = await pageCopy(context.locale);
  return shell(
    attributes,
    'long-text-list-left-image',
    'py-12 sm:py-16',
    <div className="grid items-center gap-10 md:grid-cols-[2fr_3fr]">
      <div className="order-2 md:order-1">
        <BannerImage attributes={attributes} />
      </div>
      <div className="order-1 md:order-2">
        <BannerTitle attributes={attributes} copy={copy} />
        {copy.html(attributes.content, { className: 'mt-4 text-lg leading-relaxed' })}
        <BannerList copy={copy} items={attributes.list_items} icon={check} />
        <BannerButtons attributes={attributes} />
      </div>
    </div>,
  );
}

/**
 * cybersecurity_content_hub_header: the content hub's header; its button opens the lead form modal.
 * The button's own modal id wins, else
 * 'lead-form' — the id the lead form block's modal listens to. Inner blocks (the lead form block
 * placed in the header, or a modal block) render with the header.
 */
export async function CybersecurityHubHeaderBanner({ attributes, context, children }: BannerProps) {
  const [t, copy] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'marketing.banner' }), pageCopy(context.locale)]);
  const button = attributes.button;
  const modalId = button?.modalId || LEAD_FORM_MODAL_ID;
  return shell(
    attributes,
    'cybersecurity_content_hub_header',
    'bg-[#0b1b36] py-14 text-white sm:py-20 [&_.prose-cms_a]:text-white',
    <div className="grid items-center gap-10 md:grid-cols-[3fr_2fr]">
      <div>
        <BannerTitle attributes={attributes} copy={copy} inverse />
        {copy.html(attributes.content, { className: 'mt-4 text-lg text-slate-100' })}
        <BannerList copy={copy} items={attributes.list_items} icon={<ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-highlight" />} />
        <div className="mt-8 flex flex-wrap gap-3">
          <OpenModalButton modalId={modalId} className={buttonClasses(button?.type ?? 'primary', button?.size ?? 'large', '', true)}>
            {button?.title || t('contactUs')}
          </OpenModalButton>
          <CmsButton button={attributes.button_2} inverse />
        </div>
      </div>
      <BannerImage attributes={attributes} />
      {/* Inner blocks (e.g. the lead form block and its modal) render with the header. */}
      {children}
    </div>,
  );
}

/** ssl-lp: the SSL landing page banner — shield-marked list beside the certificate image. */
export async function SslLandingBanner({ attributes, context }: BannerProps) {
  const copy = await pageCopy(context.locale);
  return shell(
    attributes,
    'ssl-lp',
    'bg-[#eef5ff] py-12 sm:py-16',
    <div className="grid items-center gap-10 md:grid-cols-2">
      <BannerImage attributes={attributes} />
      <div>
        <BannerTitle attributes={attributes} copy={copy} />
        {copy.html(attributes.content, { className: 'mt-4' })}
        <BannerList copy={copy} items={attributes.list_items} icon={<ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />} />
        <BannerButtons attributes={attributes} />
      </div>
    </div>,
  );
}

/** ssl-lp-list: the SSL landing page list — the items as cards in a grid under a centred heading. */
export async function SslLandingListBanner({ attributes, context }: BannerProps) {
  const copy = await pageCopy(context.locale);
  return shell(
    attributes,
    'ssl-lp-list',
    'py-12 sm:py-16',
    <>
      <div className="mx-auto max-w-3xl text-center">
        <BannerTitle attributes={attributes} copy={copy} />
        {copy.html(attributes.content, { className: 'mt-4' })}
      </div>
      {attributes.list_items.length ? (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {attributes.list_items.map((item, index) => (
            <li key={index} className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-success/10 text-success">
                <ShieldCheck className="size-5" />
              </span>
              {copy.html(item, { inline: true, as: 'span', className: 'pt-2' })}
            </li>
          ))}
        </ul>
      ) : null}
      <BannerButtons attributes={attributes} className="justify-center" />
    </>,
  );
}

/**
 * The hosting-panel (Plesk) promo banner (/products/plesk, /wp-guardian): the desktop image above
 * 1024 px, the tablet image from 624 to 1024, the mobile image
 * below 624; the block is #pleskblock (unless it has its own anchor) and the hash scrolls smoothly
 * to it with an offset of -300 px. Our advIdentity: plesk-promo-banner; on those two pages the
 * default banner is this banner.
 */
export async function PleskPromoBanner({ attributes, context }: BannerProps) {
  const copy = await pageCopy(context.locale);
  const { image, image_tablet: tablet } = attributes;
  const mobile = mobileImageOf(attributes);
  const id = attributes.anchor || PLESK_BLOCK_ID;
  return (
    <section id={id} data-variant="plesk-promo-banner" className={`scroll-mt-24 py-10 ${attributes.className ?? ''}`.trim()}>
      <PleskBlockScroll />
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        {image ? (
          <picture data-testid="plesk-banner">
            {mobile ? <source media={PLESK_BANNER_MEDIA.mobile} srcSet={mobile.url} width={mobile.width} height={mobile.height} /> : null}
            {tablet ? <source media={PLESK_BANNER_MEDIA.tablet} srcSet={tablet.url} width={tablet.width} height={tablet.height} /> : null}
            <img src={image.url} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" className="h-auto w-full rounded-2xl" />
          </picture>
        ) : null}
        {attributes.heading.title || attributes.content || attributes.list_items.length ? (
          <div className="mt-8 grid gap-8 md:grid-cols-2">
            <div>
              <BannerTitle attributes={attributes} copy={copy} />
              {copy.html(attributes.content, { className: 'mt-4' })}
            </div>
            <div>
              <BannerList copy={copy} items={attributes.list_items} icon={check} className="mt-0" />
              <BannerButtons attributes={attributes} />
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
