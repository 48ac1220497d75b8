import { z } from 'zod';
import type { ImageSource } from '@/components/ui/types';
import { optionalNumber, text } from '../attributes';

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
