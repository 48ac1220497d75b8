import { z } from 'zod';
import { commonAttributes, headingSchema } from '@/components/blocks/attributes';
import { tldListSchema } from '@/components/blocks/pricing/schema';

export const DEFAULT_HOME_TLDS = ['com', 'net', 'org', 'nl', 'eu', 'be', 'de', 'io', 'shop', 'online'];

export const homeTldSearchSchema = z.object({
  ...commonAttributes,
  heading: headingSchema.optional(),
  /** The default list shown before a search and after Clear. */
  tlds: tldListSchema.optional().transform((list) => (list?.length ? list : DEFAULT_HOME_TLDS)),
});
export type HomeTldSearchAttributes = z.output<typeof homeTldSearchSchema>;
