import { z } from 'zod';
import { commonAttributes, headingAttributes, text } from '@/components/blocks/attributes';

const link = z.object({ url: text.pipe(z.string().min(1)), title: text.optional() }).loose();

/**
 * BBQ promotion blocks: bbq_promo_step (three steps and the footer bar of the promo flow) and
 * bbq_promotion_sales_points (the selling points). The countdown hero is the promo hero
 * bbq_promotion.
 */
export const bbqPromoSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
  steps: z
    .array(z.object({ title: text.pipe(z.string().min(1)), text: text.optional() }).loose())
    .max(3)
    .nullish()
    .transform((steps) => steps ?? []),
  /** Step 1: the free-account link (control-panel sign-up). */
  account_link: link.nullish(),
  /** Steps 2 and 3 and the bar's last state: the promo link. */
  promo_link: link.nullish(),
  sales_points: z
    .array(z.union([z.string(), z.object({ title: text, text: text.optional() }).loose()]).transform((value) => (typeof value === 'string' ? { title: value, text: '' } : { title: value.title, text: value.text ?? '' })))
    .max(12)
    .nullish()
    .transform((points) => points ?? []),
});
export type BbqPromoAttributes = z.output<typeof bbqPromoSchema>;
