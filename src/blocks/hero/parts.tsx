import { CmsButton } from '@/components/blocks/CmsButton';
import { Heading } from '@/components/ui/Heading';
import { Img } from '@/components/ui/Img';
import { RichText } from '@/components/ui/RichText';
import { stripHtml } from '@/lib/html/sanitize';
import type { ComponentProps, ReactNode } from 'react';
import { mobileImageOf, type ImageAttribute } from '@/components/blocks/attributes';
import { HOME_IMAGE_MEDIA, HOME_IMAGE_SIZES } from '@/lib/marketing/constants';
import { BlockFrame, CheckList, SubHeading } from '@/components/blocks/SectionParts';
import type { Copy } from '@/components/blocks/pricing/copy';
import type { HeroAttributes } from './schema';

/**
 * heading_highlight: when the title (plain text)
 * contains the words, that occurrence is highlighted in place; otherwise the words follow the title.
 * Returns the three parts, or null for "append".
 */
export function splitHighlight(title: string, highlight: string): [string, string, string] | null {
  const words = highlight.trim();
  if (!words || /[<&]/.test(title)) return null;
  const at = title.toLowerCase().indexOf(words.toLowerCase());
  if (at < 0) return null;
  return [title.slice(0, at), title.slice(at, at + words.length), title.slice(at + words.length)];
}

/**
 * The hero's title. The tag is the editor's (absent or invalid -> h3, an
 * explicit h3 stays h3); it only *looks* like a page title. A page whose blocks carry no h1 gets
 * its title as h1 from the page itself (see src/blocks/page-heading.ts).
 */
export function HeroTitle({ attributes, inverse = false, className = '' }: { attributes: HeroAttributes; inverse?: boolean; className?: string }) {
  const { heading } = attributes;
  if (!heading.title) return null;
  const highlightClass = inverse ? 'text-highlight' : 'text-brand';
  const split = attributes.heading_highlight ? splitHighlight(heading.title, attributes.heading_highlight) : null;
  return (
    <Heading tag={heading.tag} look="h1" fontSize={heading.fontSize} className={`text-balance ${inverse ? 'text-white' : ''} ${className}`.trim()}>
      {split ? (
        <>
          {split[0]}
          <span data-highlight className={highlightClass}>
            {split[1]}
          </span>
          {split[2]}
        </>
      ) : (
        <>
          <RichText html={heading.title} inline as="span" />
          {attributes.heading_highlight ? (
            <>
              {' '}
              <span data-highlight className={highlightClass}>
                {attributes.heading_highlight}
              </span>
            </>
          ) : null}
        </>
      )}
    </Heading>
  );
}

/** Badge, title, sub heading and content; figures in them are placeholders filled for the page (the page's copy helper). */
export function HeroCopy({ attributes, inverse = false, copy }: { attributes: HeroAttributes; inverse?: boolean; copy: Copy }) {
  return (
    <>
      {attributes.badge ? (
        <p className="mb-3 inline-block rounded-full bg-highlight px-3 py-1 text-sm font-bold text-slate-900">
          {copy.text(attributes.badge)}
        </p>
      ) : null}
      <HeroTitle attributes={attributes} inverse={inverse} />
      <SubHeading html={attributes.sub_heading} settings={attributes.heading_settings} copy={copy} className="mt-4 text-lg sm:text-xl" />
      {attributes.content ? copy.html(attributes.content, { className: 'mt-4' }) : null}
    </>
  );
}

export function HeroButtons({
  attributes,
  inverse = false,
  className = 'mt-6',
  first,
}: {
  attributes: HeroAttributes;
  inverse?: boolean;
  className?: string;
  /** Replaces the first button (e.g. a path rule's red call-to-action). */
  first?: ReactNode;
}) {
  if (!attributes.button && !attributes.button_2 && !first) return null;
  return (
    <div className={`flex flex-wrap gap-3 ${className}`.trim()}>
      {first ?? <CmsButton button={attributes.button} inverse={inverse} />}
      <CmsButton button={attributes.button_2} inverse={inverse} />
    </div>
  );
}

/** An image, wrapped in its link when it has one (the generic hero's `image.link`). */
export function LinkedImage({
  image,
  mobile,
  label,
  className = '',
  priority = true,
  sizes = '(min-width: 768px) 50vw, 100vw',
}: {
  image: ImageAttribute;
  mobile?: ImageAttribute | null;
  /** Accessible name of the link when the image has no alt text. */
  label?: string;
  className?: string;
  priority?: boolean;
  sizes?: string;
}) {
  const img = <Img image={image} mobile={mobile} priority={priority} className={className} sizes={sizes} />;
  if (!image.link) return img;
  const external = /^https?:/i.test(image.link);
  return (
    <a
      href={image.link}
      aria-label={image.alt ? undefined : label || undefined}
      className="block rounded-lg focus-visible:outline-3"
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      data-image-link
    >
      {img}
    </a>
  );
}

export function HeroImage({ attributes, desktopOnly = false, className = '' }: { attributes: HeroAttributes; desktopOnly?: boolean; className?: string }) {
  if (!attributes.image) return null;
  // desktopOnly: a decorative illustration with no mobile image is left out on phones, where it
  // would only push the content down (and become the slowest thing to paint).
  const mobile = mobileImageOf(attributes);
  const hidden = desktopOnly && !mobile ? 'hidden md:block' : '';
  return <LinkedImage image={attributes.image} mobile={mobile} label={stripHtml(attributes.heading.title)} className={`mx-auto ${hidden} ${className}`.trim()} />;
}

/**
 * The home image (homepage_hero; breakpoints 768 and 1200): the phone image below
 * 768 px, the tablet image (image_tablet) below 1200, the image from 1200. A decorative image with no
 * phone image is left out on phones.
 */
export function HomeImage({ attributes }: { attributes: HeroAttributes }) {
  const { image } = attributes;
  if (!image) return null;
  const mobile = mobileImageOf(attributes);
  const tablet = attributes.image_tablet;
  const hidden = !mobile && !image.alt ? 'hidden md:block' : 'block';
  return (
    <picture className={`mx-auto ${hidden}`} data-home-image>
      {mobile ? <source media={HOME_IMAGE_MEDIA.mobile} srcSet={mobile.url} width={mobile.width} height={mobile.height} /> : null}
      {tablet ? <source media={HOME_IMAGE_MEDIA.tablet} srcSet={tablet.url} width={tablet.width} height={tablet.height} /> : null}
      <img src={image.url} alt={image.alt} width={image.width} height={image.height} sizes={HOME_IMAGE_SIZES} loading="eager" decoding="async" fetchPriority="high" className="mx-auto h-auto max-w-full" />
    </picture>
  );
}

/**
 * The two-column hero: the copy (children) beside the hero image, or beside `aside` where a variant
 * shows something else there (null: nothing); one column on phones. `columns` sets the gap and the
 * column widths; other props (data-*) go to the grid.
 */
export function HeroColumns({
  attributes,
  aside,
  columns = 'gap-10 md:grid-cols-2',
  children,
  ...grid
}: { attributes: HeroAttributes; aside?: ReactNode; columns?: string; children: ReactNode } & Omit<ComponentProps<'div'>, 'children' | 'className'>) {
  return (
    <div className={`grid items-center ${columns}`} {...grid}>
      <div>{children}</div>
      {aside === undefined ? <HeroImage attributes={attributes} /> : aside}
    </div>
  );
}

/** A hero's section: anchor, split backgrounds, extra classes from the CMS. */
export function HeroSection({ attributes, className, variant, children }: { attributes: HeroAttributes; className: string; variant: string; children: ReactNode }) {
  return (
    <BlockFrame attributes={attributes} variant={variant} className={className}>
      {children}
    </BlockFrame>
  );
}

/** The features as a list with one icon each (verticle-hero, ssl-lp, carousels' value points). */
export function FeatureList({ features, icon, className = '', max = 3, copy }: { features: string[]; icon: ReactNode; className?: string; max?: number; copy?: Copy }) {
  return <CheckList lines={features} icon={icon} max={max} copy={copy} className={`grid gap-3 ${className}`.trim()} />;
}


/** The features as chips (pills) with one icon each: the SpamExperts and Black Friday heroes. */
export function FeatureChips({ features, max, icon, className, chipClassName }: { features: string[]; max: number; icon: ReactNode; className: string; chipClassName: string }) {
  if (!features.length) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {features.slice(0, max).map((feature) => (
        <li key={feature} className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm ${chipClassName}`}>
          {icon}
          <RichText html={feature} inline as="span" />
        </li>
      ))}
    </ul>
  );
}
