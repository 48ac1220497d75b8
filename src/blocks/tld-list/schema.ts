import { z } from 'zod';
import { commonAttributes, headingSchema, optionalNumber } from '@/components/blocks/attributes';

export const tldListBlockSchema = z.object({
  ...commonAttributes,
  heading: headingSchema.optional(),
  /** Show only the first N extensions (list order) and a link to the full list at /domains/tld. */
  limit: optionalNumber.transform((value) => (value && value > 0 ? Math.floor(value) : undefined)),
});
export type TldListAttributes = z.output<typeof tldListBlockSchema>;
