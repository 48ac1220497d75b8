import { z } from 'zod';
import { commonAttributes, headingSchema, text } from '@/components/blocks/attributes';
import { tldListSchema } from '@/components/blocks/pricing/schema';

/** Featured-domains grid: the TLDs come from the comma-separated className setting, or `tlds`. */
export const featuredDomainsSchema = z.object({
  ...commonAttributes,
  heading: headingSchema.optional(),
  sub_heading: text.optional(),
  tlds: tldListSchema.optional(),
});
export type FeaturedDomainsAttributes = z.output<typeof featuredDomainsSchema>;
