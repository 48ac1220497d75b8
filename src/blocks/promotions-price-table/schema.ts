import { z } from 'zod';
import { commonAttributes, headingSchema } from '@/components/blocks/attributes';

const cell = z.union([z.string(), z.number(), z.null()]).transform((value) => (value === null ? '' : String(value)));

/** Rows supplied by the page as promotions: 10 cells by position, first row the header. */
export const promotionsPriceTableSchema = z.object({
  ...commonAttributes,
  heading: headingSchema.optional(),
  promotions: z.array(z.array(cell).max(20)).max(5000).nullish().transform((rows) => rows ?? []),
});
export type PromotionsPriceTableAttributes = z.output<typeof promotionsPriceTableSchema>;
