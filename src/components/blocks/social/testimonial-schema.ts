import { z } from 'zod';
import { flag, text } from '../attributes';
import { looseImage, safeLinkUrl, safeVideoUrl } from './schema';

/**
 * One testimonial, whatever form the CMS sends:
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
