import { z } from 'zod';
import { dropWithoutText } from '@/lib/social-proof/testimonials';
import { buttonSchema, commonAttributes, headingSchema, text } from '@/components/blocks/attributes';
import { safeLinkUrl } from '@/components/blocks/social/schema';
import { testimonialItemSchema } from '@/components/blocks/social/testimonial-schema';

const VARIANTS = ['v1', 'v4'] as const;
export type TestimonialsVariant = (typeof VARIANTS)[number] | 'basic';

function variantOf(...values: Array<string | undefined>): TestimonialsVariant {
  for (const value of values) {
    const clean = (value ?? '').trim().toLowerCase().replace(/^testimonials?[-_]?/, '');
    if ((VARIANTS as readonly string[]).includes(clean)) return clean as TestimonialsVariant;
  }
  return 'basic';
}

/**
 * Testimonials slider. The variant comes from advIdentity or `variation` ('v1', 'v4', also
 * 'testimonials-v1'); anything else is the basic carousel. Testimonials without text are dropped;
 * v1 slides are images, so there a slide without an image is dropped instead.
 * v1: left_content {heading, button}. v4: sectionTitle, sectionDescription, cta_url, cta_label.
 */
export const testimonialsBlockSchema = z
  .object({
    ...commonAttributes,
    variation: text.optional(),
    heading: headingSchema.optional(),
    sub_heading: text.optional(),
    testimonials: z.array(testimonialItemSchema).nullish(),
    left_content: z.object({ heading: headingSchema.optional(), button: buttonSchema.optional(), text: text.optional() }).loose().nullish(),
    sectionTitle: text.optional(),
    sectionDescription: text.optional(),
    cta_url: text.optional(),
    cta_label: text.optional(),
  })
  .transform((value) => {
    const variant = variantOf(value.advIdentity, value.variation);
    const all = value.testimonials ?? [];
    const testimonials = variant === 'v1' ? all.filter((item) => item.image) : dropWithoutText(all, (item) => item.text);
    const ctaUrl = safeLinkUrl(value.cta_url ?? '');
    return {
      variant,
      heading: value.heading ?? null,
      subHeading: value.sub_heading ?? '',
      testimonials,
      leftContent: {
        heading: value.left_content?.heading ?? null,
        text: value.left_content?.text ?? '',
        button: value.left_content?.button ?? null,
      },
      sectionTitle: value.sectionTitle ?? '',
      sectionDescription: value.sectionDescription ?? '',
      cta: ctaUrl && value.cta_label ? { url: ctaUrl, label: value.cta_label } : null,
      anchor: value.anchor ?? '',
      className: value.className ?? '',
    };
  });
export type TestimonialsBlockAttributes = z.output<typeof testimonialsBlockSchema>;
