import { z } from 'zod';
import { commonAttributes, headingAttributes } from '@/components/blocks/attributes';
import { tldListSchema } from '@/components/blocks/pricing/schema';

/** Featured-domains grid: the TLDs come from the comma-separated className setting, or `tlds`. */
export const featuredDomainsSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
  tlds: tldListSchema.optional(),
});
export type FeaturedDomainsAttributes = z.output<typeof featuredDomainsSchema>;
