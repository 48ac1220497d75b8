import { z } from 'zod';
import { domainSearchSchema } from '@/components/blocks/domain-search/schema';
import {
  SAFE_LINK,
  backgroundSchema,
  badgeSchema,
  buttonPairAttributes,
  commonAttributes,
  optionalHeading,
  imageSchema,
  text,
  withSecondButton,
  type ImageAttribute,
} from '@/components/blocks/attributes';
import { youtubeEmbedUrl, youtubeVideoId } from '@/lib/video/youtube';

/** A feature line: a string or {title}/{text}/{content}. */
const featureLine = z
  .union([z.string(), z.object({ title: text.optional(), text: text.optional(), content: text.optional() }).loose()])
  .transform((value) => (typeof value === 'string' ? value : value.title || value.text || value.content || ''));

const imageList = z
  .array(imageSchema)
  .nullish()
  .transform((images) => (images ?? []).filter((image): image is ImageAttribute => image !== null));

/**
 * Carousel images: a plain list (every language) or lists per content locale
 * ({en_US: [...], es_ES: [...], nl_NL: [...]}, as the promo carousel entries are keyed). A locale
 * without its own list shows the en_US (else the plain) list.
 */
export const localisedImagesSchema = z
  .union([imageList, z.record(z.string(), imageList), z.null(), z.undefined()])
  .transform((value): { all: ImageAttribute[]; byLocale: Record<string, ImageAttribute[]> } =>
    Array.isArray(value) ? { all: value, byLocale: {} } : { all: [], byLocale: value ?? {} },
  );
export type LocalisedImages = z.output<typeof localisedImagesSchema>;
export function imagesForLocale(images: LocalisedImages, contentLocale: string): ImageAttribute[] {
  const own = images.byLocale[contentLocale];
  if (own?.length) return own;
  return images.byLocale.en_US?.length ? images.byLocale.en_US : images.all;
}

/**
 * A promo carousel entry: image, image_two, mobile_image_main, mobile_image_two, title, ctaText,
 * ctaLink, disclaimer, per locale (en_US, nl_NL, es_ES). Images are
 * urls or {url, alt, width, height}; an entry needs an image (desktop or mobile).
 */
const entryImage = z
  .union([z.string(), imageSchema, z.null()])
  .optional()
  .transform((value): ImageAttribute | null => (typeof value === 'string' ? (value ? { url: value, alt: '' } : null) : (value ?? null)));
const promoEntrySchema = z
  .object({
    image: entryImage,
    image_two: entryImage,
    mobile_image_main: entryImage,
    mobile_image_two: entryImage,
    title: text.optional(),
    ctaText: text.optional(),
    ctaLink: z.union([z.string(), z.object({ url: text }).loose(), z.null()]).optional(),
    disclaimer: text.optional(),
  })
  .loose()
  .transform((entry) => {
    const link = (typeof entry.ctaLink === 'string' ? entry.ctaLink : (entry.ctaLink?.url ?? '')).trim();
    return {
      image: entry.image,
      imageTwo: entry.image_two,
      mobileImage: entry.mobile_image_main,
      mobileImageTwo: entry.mobile_image_two,
      title: entry.title ?? '',
      ctaText: entry.ctaText ?? '',
      ctaLink: SAFE_LINK.test(link) ? link : '',
      disclaimer: entry.disclaimer ?? '',
    };
  });
export type PromoEntry = z.output<typeof promoEntrySchema>;
const promoEntryList = z
  .array(promoEntrySchema.nullable())
  .nullish()
  .transform((entries) => (entries ?? []).filter((entry): entry is PromoEntry => entry !== null && Boolean(entry.image || entry.mobileImage)));
/** Entries per content locale ({en_US: [...], nl_NL: [...], es_ES: [...]}) or one list for every language. */
const promoEntriesSchema = z
  .union([promoEntryList, z.record(z.string(), promoEntryList), z.null(), z.undefined()])
  .transform((value): { all: PromoEntry[]; byLocale: Record<string, PromoEntry[]> } => (Array.isArray(value) ? { all: value, byLocale: {} } : { all: [], byLocale: value ?? {} }));
export function promoEntriesFor(entries: { all: PromoEntry[]; byLocale: Record<string, PromoEntry[]> }, contentLocale: string): PromoEntry[] {
  const own = entries.byLocale[contentLocale];
  if (own?.length) return own;
  return entries.byLocale.en_US?.length ? entries.byLocale.en_US : entries.all;
}

/** The promotions carousel's `items` (image and promotion_name). */
const promoItemsSchema = z
  .array(z.object({ image: entryImage, promotion_name: text.optional(), link: z.union([z.string(), z.object({ url: text }).loose(), z.null()]).optional() }).loose().nullable())
  .nullish()
  .transform((items) =>
    (items ?? []).flatMap((item) => {
      if (!item?.image) return [];
      const link = (typeof item.link === 'string' ? item.link : (item.link?.url ?? '')).trim();
      return [{ image: item.image, name: item.promotion_name ?? '', link: SAFE_LINK.test(link) ? link : '' }];
    }),
  );

/**
 * Generic hero layout (`layout`: image-right, image-left, center). The
 * advIdentity center-image also centres; anything else is image-right.
 */
export const HERO_LAYOUTS = ['image-right', 'image-left', 'center'] as const;
export type HeroLayout = (typeof HERO_LAYOUTS)[number];
const layoutSchema = z.unknown().transform((value): HeroLayout | null => {
  const raw = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (raw === 'center' || raw === 'centre' || raw === 'center-image') return 'center';
  return raw === 'image-left' || raw === 'image-right' ? raw : null;
});

/** The email-page hero's video: a YouTube url (string or {url}); anything else is no video. */
const heroVideoSchema = z
  .union([z.string(), z.object({ url: text }).loose(), z.null()])
  .optional()
  .transform((value) => {
    const id = youtubeVideoId(typeof value === 'string' ? value : (value?.url ?? ''));
    return id ? youtubeEmbedUrl(id, { autoplay: false, controls: true, loop: false, modestbranding: true }) : null;
  });

/** The about-us hero's background video: a same-site or https url of an mp4/webm file. */
const backgroundVideoSchema = z
  .union([z.string(), z.object({ url: text, type: text.optional() }).loose(), z.null()])
  .optional()
  .transform((value) => {
    const url = (typeof value === 'string' ? value : (value?.url ?? '')).trim();
    if (!/^(?:https:\/\/|\/(?!\/))/i.test(url)) return null;
    const type = /\.webm(?:$|\?)/i.test(url) ? 'video/webm' : 'video/mp4';
    return { url, type };
  });

/** homepage_member_package: the member package shown beside the copy. */
const memberPackageSchema = z
  .object({
    title: text.optional(),
    price: text.optional(),
    price_note: text.optional(),
    features: z.array(featureLine).nullish().transform((lines) => (lines ?? []).filter(Boolean)),
    button: buttonPairAttributes.button,
  })
  .loose()
  .nullish()
  .transform((value) => (value?.title || value?.features.length ? { title: value.title ?? '', price: value.price ?? '', priceNote: value.price_note ?? '', features: value.features, button: value.button ?? null } : null));

/**
 * Hero attributes shared by every variant (advIdentity):
 * heading (tag as the editor set it; absent or invalid -> h3), sub_heading, heading_highlight (the
 * highlighted words), content, long_text (Read More), badge, button and button_2 / buttonTwo,
 * image (with an optional link) and image_mobile, features, split backgrounds, layout, carousel
 * images, a YouTube video (email-page), a background video (about-us hero), a promo banner and a
 * scroll target (home hero), a member package (homepage_member_package), the registration hero's
 * price-table anchor (domain-registration).
 */
export const heroSchema = z
  .object({
    ...commonAttributes,
    heading: optionalHeading,
    sub_heading: text.optional(),
    heading_highlight: text.optional(),
    content: text.optional(),
    /** The extra text revealed by Read More (home-page-long-text-right-image, whmcs-long-text-right-image). */
    long_text: text.optional(),
    badge: badgeSchema.optional(),
    ...buttonPairAttributes,
    image: imageSchema.optional(),
    image_mobile: imageSchema.optional(),
    /** The home image's tablet image (768 to 1199 px). */
    image_tablet: imageSchema.optional(),
    features: z
      .array(featureLine)
      .nullish()
      .transform((lines) => (lines ?? []).filter(Boolean)),
    bgColorLeft: backgroundSchema.optional(),
    bgColorRight: backgroundSchema.optional(),
    /** Optional domain search settings (homepage_hero and others show a search box when present). */
    search: domainSearchSchema.nullish(),
    layout: layoutSchema.optional(),
    images: localisedImagesSchema.optional(),
    video: heroVideoSchema,
    background_video: backgroundVideoSchema,
    promo_banner: z
      .object({ image: imageSchema.optional(), link: text.optional() })
      .loose()
      .nullish()
      .transform((value) => (value?.image ? { image: value.image, link: value.link ?? '' } : null)),
    /** Target of the home hero's savings button and scroll-down button (default mm_savings). */
    scroll_target: text.optional(),
    package: memberPackageSchema,
    /** promo-carousel: the CMS's own carousel entries (per locale) and items, in place of GET /api/promos. */
    entries: promoEntriesSchema.optional(),
    items: promoItemsSchema,
    /** domain-registration: in-page target of Explore pricing. */
    pricing_anchor: text.optional().transform((value) => (value || 'pricing-table').replace(/^#/, '')),
  })
  .transform(withSecondButton)
  .transform((value) => ({
    ...value,
    layout: value.layout ?? (value.advIdentity === 'center-image' ? 'center' : value.advIdentity === 'image-left' ? 'image-left' : 'image-right'),
    images: value.images ?? { all: [], byLocale: {} },
    entries: value.entries ?? { all: [], byLocale: {} },
  }));
export type HeroAttributes = z.output<typeof heroSchema>;
