import { z } from 'zod';
import type { ImageSource } from '@/components/ui/types';
import { parseMetricValue } from '@/lib/social-proof/metrics';
import { flag, optionalNumber, text } from '../attributes';

/**
 * Attribute pieces shared by the social-proof, company and table blocks. CMS media arrive as a url
 * string or as an image object ({url|src|sourceUrl, alt, width, height}); only http(s) urls, site
 * paths and inline data:image urls are kept (never javascript: or protocol-relative urls).
 */
const SAFE_MEDIA = /^(?:https?:\/\/|\/(?!\/)|data:image\/(?:svg\+xml|png|jpeg|webp|gif)[;,])/i;
const SAFE_VIDEO = /^(?:https?:\/\/|\/(?!\/))/i;

export function safeMediaUrl(url: string): string {
  const clean = url.trim();
  return SAFE_MEDIA.test(clean) ? clean : '';
}

export function safeVideoUrl(url: string): string {
  const clean = url.trim();
  return SAFE_VIDEO.test(clean) ? clean : '';
}

/** An image given as a url string or an object; null when there is no safe url. `alt` defaults to ''. */
export const looseImage = z
  .union([
    z.string(),
    z
      .object({ url: text, src: text, sourceUrl: text, mediaItemUrl: text, alt: text, altText: text, width: optionalNumber, height: optionalNumber })
      .loose(),
    z.null(),
    z.undefined(),
  ])
  .transform((value): ImageSource | null => {
    if (!value) return null;
    if (typeof value === 'string') {
      const url = safeMediaUrl(value);
      return url ? { url, alt: '' } : null;
    }
    const url = safeMediaUrl(value.url || value.src || value.sourceUrl || value.mediaItemUrl);
    return url ? { url, alt: value.alt || value.altText, width: value.width, height: value.height } : null;
  });

/** A plain string list item ('text', {text}, {title}, {content}, {name}); empty entries dropped later. */
export const lineItem = z
  .union([z.string(), z.number().transform(String), z.object({ text: text, title: text, content: text, name: text, feature: text }).loose(), z.null()])
  .transform((value) => {
    if (value === null) return '';
    if (typeof value === 'string') return value.trim();
    return (value.text || value.title || value.content || value.name || value.feature).trim();
  });

export const lineList = z
  .array(lineItem)
  .nullish()
  .transform((lines) => (lines ?? []).filter(Boolean));

/** A link url: http(s), mailto, tel, a site path or a fragment; '' otherwise. */
export function safeLinkUrl(url: string): string {
  const clean = url.trim();
  return /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i.test(clean) ? clean : '';
}

/** Metric (pricing §3): pre, value, post; the value in any of its forms (see lib/social-proof/metrics). */
export const metricSchema = z
  .object({ pre: text, value: z.union([z.string(), z.number(), z.null()]).optional(), post: text })
  .loose()
  .transform((metric) => ({ pre: metric.pre.trim(), value: parseMetricValue(metric.value), post: metric.post.trim() }))
  .refine((metric) => metric.value.kind !== 'text' || metric.value.text !== '', { message: 'a metric needs a value' });
export type Metric = z.output<typeof metricSchema>;

/** A list of metrics; entries without a value are dropped (not failed). */
export const metricListSchema = z
  .array(z.unknown())
  .nullish()
  .transform((items) => (items ?? []).flatMap((item) => {
    const parsed = metricSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }));

/**
 * One testimonial, whatever form the CMS sends (pricing-and-catalogue §3):
 *  - basic: testimonial, client_name, client_company, logo; static extras message, name, position,
 *    mainImage, featuredImage, hasVideo, videoUrl;
 *  - v1: image (link, alt) — an image slide;
 *  - v4: name, role, text, logo, image.
 */
export const testimonialItemSchema = z
  .object({
    testimonial: text,
    message: text,
    text: text,
    client_name: text,
    name: text,
    client_company: text,
    company: text,
    position: text,
    role: text,
    logo: looseImage.optional(),
    image: looseImage.optional(),
    mainImage: looseImage.optional(),
    featuredImage: looseImage.optional(),
    link: z.union([text, z.object({ url: text }).loose().transform((value) => value.url)]).optional(),
    alt: text,
    hasVideo: flag,
    videoUrl: text,
  })
  .loose()
  .transform((item) => {
    const image = item.image ?? item.mainImage ?? item.featuredImage ?? null;
    return {
      text: item.testimonial || item.message || item.text,
      name: item.client_name || item.name,
      company: item.client_company || item.company,
      role: item.position || item.role,
      logo: item.logo ?? null,
      // v1 slides: the image with its alt (an item-level alt wins over the image's own).
      image: image ? { ...image, alt: item.alt || image.alt } : null,
      link: safeLinkUrl(item.link ?? ''),
      videoUrl: item.hasVideo || item.videoUrl ? safeVideoUrl(item.videoUrl) : '',
    };
  });
export type Testimonial = z.output<typeof testimonialItemSchema>;
