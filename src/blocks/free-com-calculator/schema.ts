import { z } from 'zod';
import { buttonSchema, commonAttributes, headingSchema, text } from '@/components/blocks/attributes';

const count = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const number = typeof value === 'number' ? value : Number(value.replace(/[,\s]/g, ''));
  if (!Number.isFinite(number) || number < 0) {
    ctx.addIssue({ code: 'custom', message: 'expected a number' });
    return z.NEVER;
  }
  return number;
});

/**
 * Free .com calculator: tiers of the promotion (name, domains transferred or
 * registered, free .com domains, value text) and the promo banner with its live and ended copy.
 */
export const freeComCalculatorSchema = z.object({
  ...commonAttributes,
  heading: headingSchema.optional(),
  rows: z
    .array(z.object({ tier: text.pipe(z.string().min(1)), domains: count, free_com: count, value: text.optional() }).loose())
    .min(1)
    .max(20),
  banner: z
    .object({
      title: text,
      text: text.optional(),
      ended_title: text.optional(),
      ended_text: text.optional(),
      button: buttonSchema.optional(),
    })
    .loose(),
});
export type FreeComCalculatorAttributes = z.output<typeof freeComCalculatorSchema>;
export type FreeComRow = FreeComCalculatorAttributes['rows'][number];
