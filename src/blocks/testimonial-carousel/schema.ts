import { z } from 'zod';
import { dropWithoutText } from '@/lib/social-proof/testimonials';
import { titledAttributes, titledBlock } from '@/components/blocks/attributes';
import { testimonialItemSchema } from '@/components/blocks/social/testimonial-schema';
import { youtubeEmbedUrl, youtubeVideoId } from '@/lib/video/youtube';

/**
 * Testimonial carousel with a video modal and a preview list: items are
 * basic testimonials with the static extras (message, name, position, mainImage, featuredImage,
 * hasVideo, videoUrl). Testimonials without text are dropped. A videoUrl is a YouTube url (played
 * in the privacy-enhanced embed) or a video file (http(s) or a site path).
 */
export const testimonialCarouselSchema = z
  .object({
    ...titledAttributes,
    testimonials: z.array(testimonialItemSchema).nullish(),
  })
  .transform((value) => ({
    ...titledBlock(value),
    testimonials: dropWithoutText(value.testimonials ?? [], (item) => item.text).map((item) => ({ ...item, video: videoSource(item.videoUrl) })),
  }));
export type TestimonialCarouselAttributes = z.output<typeof testimonialCarouselSchema>;

export type VideoSource = { kind: 'youtube'; src: string } | { kind: 'file'; src: string } | null;

export function videoSource(url: string): VideoSource {
  if (!url) return null;
  const id = youtubeVideoId(url);
  if (id) return { kind: 'youtube', src: youtubeEmbedUrl(id, { autoplay: true, controls: true, loop: false, modestbranding: true }) };
  return { kind: 'file', src: url };
}
