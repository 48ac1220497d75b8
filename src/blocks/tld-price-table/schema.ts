import { z } from 'zod';
import { commonAttributes, headingAttributes } from '@/components/blocks/attributes';
import { tldListSchema } from '@/components/blocks/pricing/schema';

export const tldPriceTableSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
  /** Limit the table to these TLDs; empty = every extension. */
  tlds: tldListSchema.optional(),
});
export type TldPriceTableAttributes = z.output<typeof tldPriceTableSchema>;
