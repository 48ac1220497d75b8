import { z } from 'zod';
import { buttonSchema, commonAttributes, featureLines, headingSchema, imageSchema, text } from '@/components/blocks/attributes';

const itemSchema = z
  .object({
    title: text.optional(),
    name: text.optional(),
    text: text.optional(),
    description: text.optional(),
    quote: text.optional(),
    role: text.optional(),
    icon: imageSchema.optional(),
    image: imageSchema.optional(),
    price: text.optional(),
    period: text.optional(),
    features: featureLines,
    button: buttonSchema.optional(),
  })
  .loose()
  .nullable()
  .transform((item) =>
    item
      ? {
          title: item.title || item.name || '',
          text: item.text || item.description || item.quote || '',
          role: item.role ?? '',
          icon: item.icon ?? null,
          image: item.image ?? null,
          price: item.price ?? '',
          period: item.period ?? '',
          features: item.features,
          button: item.button ?? null,
        }
      : null,
  );
export type SectionItem = NonNullable<z.output<typeof itemSchema>>;

/** One section of the text-and-image block: heading, text, image, items, button, and a price display's price/old price/note. */
const sectionSchema = z
  .object({
    heading: headingSchema.optional(),
    text: text.optional(),
    image: imageSchema.optional(),
    items: z
      .array(itemSchema)
      .nullish()
      .transform((items) => (items ?? []).filter((item): item is SectionItem => item !== null && Boolean(item.title || item.text))),
    button: buttonSchema.optional(),
    price: text.optional(),
    old_price: text.optional(),
    note: text.optional(),
  })
  .loose()
  .nullish()
  .transform((section) => (section ? { ...section, heading: section.heading ?? null, image: section.image ?? null, button: section.button ?? null } : null));
export type TextImageSection = NonNullable<z.output<typeof sectionSchema>>;

/**
 * The text-and-image block's sections in order (pricing "Block registry"): hero, tools,
 * testimonials, steps, pricing, pricing display, version two, eight and seven content, newsletter.
 */
export const TEXT_IMAGE_SECTIONS = ['hero', 'tools', 'testimonials', 'steps', 'pricing', 'pricing_display', 'version_two', 'version_eight', 'version_seven', 'newsletter'] as const;
export type TextImageSectionName = (typeof TEXT_IMAGE_SECTIONS)[number];
/**
 * The email-campaign variant's different set of sections (chosen reading: a campaign landing page —
 * hero, the price display, steps, testimonials, newsletter).
 */
export const EMAIL_CAMPAIGN_SECTIONS = ['hero', 'pricing_display', 'steps', 'testimonials', 'newsletter'] as const satisfies readonly TextImageSectionName[];

export const textAndImageSchema = z.object({
  ...commonAttributes,
  hero: sectionSchema,
  tools: sectionSchema,
  testimonials: sectionSchema,
  steps: sectionSchema,
  pricing: sectionSchema,
  pricing_display: sectionSchema,
  version_two: sectionSchema,
  version_eight: sectionSchema,
  version_seven: sectionSchema,
  newsletter: sectionSchema,
});
export type TextAndImageAttributes = z.output<typeof textAndImageSchema>;
