import { z } from 'zod';
import { commonAttributes, headingSchema } from '../shared/attributes';

export const tldListBlockSchema = z.object({
  ...commonAttributes,
  heading: headingSchema.optional(),
});
export type TldListAttributes = z.output<typeof tldListBlockSchema>;
