import { z } from 'zod';
import { dropWithoutText } from '@/lib/social-proof/testimonials';
import { text, titledAttributes, titledBlock } from '@/components/blocks/attributes';
import { looseImage } from '@/components/blocks/social/schema';

/** Wall testimonial: name, title, description, date, imageUrl. */
export const wallTestimonialSchema = z
  .object({ name: text, title: text, description: text, date: text, imageUrl: looseImage.optional(), image: looseImage.optional() })
  .loose()
  .transform((item) => ({ name: item.name.trim(), title: item.title, description: item.description, date: item.date, image: item.imageUrl ?? item.image ?? null }));
export type WallTestimonial = z.output<typeof wallTestimonialSchema>;

/** Multi-profile masonry wall; testimonials without text (description) are dropped. */
export const testimonialsWallSchema = z
  .object({
    ...titledAttributes,
    testimonials: z.array(wallTestimonialSchema).nullish(),
  })
  .transform((value) => ({
    ...titledBlock(value),
    testimonials: dropWithoutText(value.testimonials ?? [], (item) => item.description),
  }));
export type TestimonialsWallAttributes = z.output<typeof testimonialsWallSchema>;

/** A wall date as written, or formatted in the page locale when it is an ISO date. */
export function formatWallDate(date: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date.trim());
  if (!match) return date.trim();
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(value);
}
