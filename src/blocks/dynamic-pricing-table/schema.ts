import { z } from 'zod';
import { commonAttributes, text } from '@/components/blocks/attributes';
import { tldListSchema } from '@/components/blocks/pricing/schema';

/** Dynamic pricing table block: featuredTlds, heading, buttonName, buttonUrl. */
export const dynamicPricingTableSchema = z.object({
  ...commonAttributes,
  featuredTlds: tldListSchema.optional(),
  heading: text.optional(),
  buttonName: text.optional(),
  buttonUrl: text.optional(),
});
export type DynamicPricingTableAttributes = z.output<typeof dynamicPricingTableSchema>;
