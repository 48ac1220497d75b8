import { z } from 'zod';
import { commonAttributes, headingSchema, text } from '@/components/blocks/attributes';

export const tldPriceSearchSchema = z.object({
  ...commonAttributes,
  heading: headingSchema.optional(),
  sub_heading: text.optional(),
});
export type TldPriceSearchAttributes = z.output<typeof tldPriceSearchSchema>;
