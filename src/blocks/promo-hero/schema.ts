import { z } from 'zod';
import { buttonSchema, commonAttributes, cssColour, headingSchema, imageSchema, text } from '@/components/blocks/attributes';
import { linkTarget } from '@/lib/html/link-target';

const linkSchema = z
  .union([z.string(), z.object({ url: text.optional(), title: text.optional(), target: text.optional() }).loose()])
  .nullish()
  .transform((value) => {
    if (!value) return null;
    if (typeof value === 'string') return value ? { url: value, title: '', target: undefined } : null;
    return value.url ? { url: value.url, title: value.title ?? '', target: linkTarget(value.url, value.target) } : null;
  });

const money = z.union([z.string(), z.number()]).nullish().transform((value) => (value === null || value === undefined || value === '' ? null : String(value)));

/** Promo card. */
export const promoCardSchema = z
  .object({
    percentage: z.union([z.string(), z.number()]).nullish(),
    promotion_name: text,
    description: text.optional(),
    sales_price: money,
    org_price: money,
    link: linkSchema,
    link_item_text: text.optional(),
    type: text.optional(),
    /** The type label's background and text colours (a promotion card's). */
    promo_type_bg_color: cssColour,
    font_color: cssColour,
  })
  .loose();
export type PromoCard = z.output<typeof promoCardSchema>;

const featureSchema = z
  .union([z.string(), z.object({ text: text.optional(), title: text.optional(), tooltip: text.optional() }).loose()])
  .transform((value) => (typeof value === 'string' ? { text: value, tooltip: '' } : { text: value.text || value.title || '', tooltip: value.tooltip ?? '' }))
  .refine((value) => value.text !== '', { message: 'a feature needs text' });

/**
 * Promo heroes: discount badge,
 * valid-until date, promo cards, feature lines with info tooltips, terms in a modal, a countdown
 * on bbq_promotion and membership_promotion.
 */
export const promoHeroSchema = z.object({
  ...commonAttributes,
  heading: headingSchema,
  sub_heading: text.optional(),
  content: text.optional(),
  /** Discount: `percentage` (rounded) or an explicit `label`; default '50% Off'. */
  percentage: z.union([z.string(), z.number()]).nullish(),
  label: text.optional(),
  end_date: text.optional(),
  countdown_date: text.optional(),
  terms: text.optional(),
  terms_title: text.optional(),
  features: z
    .array(featureSchema)
    .max(12)
    .nullish()
    .transform((lines) => lines ?? []),
  cards: z
    .array(promoCardSchema)
    .max(24)
    .nullish()
    .transform((cards) => cards ?? []),
  button: buttonSchema.optional(),
  image: imageSchema.optional(),
});
export type PromoHeroAttributes = z.output<typeof promoHeroSchema>;
