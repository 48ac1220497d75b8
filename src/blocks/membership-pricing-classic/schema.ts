import { z } from 'zod';
import { commonAttributes, flag, headingAttributes, text } from '@/components/blocks/attributes';
import { linkUrlSchema, textListSchema } from '@/components/blocks/membership/schema';

/**
 * The older membership pricing block: Free, Basic and Professional with the membership facts'
 * prices (reading (b), see classic.ts). Plans may rename themselves and bring their own features
 * and button link; their prices are the facts'.
 *
 * Spec: pricing-and-catalogue.md §4, §9 "Hardcoded display prices".
 */
export const membershipPricingClassicSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
  plans: z
    .array(z.object({ title: text, features: textListSchema.optional(), buttonLink: linkUrlSchema.optional(), isPopular: flag }).loose())
    .max(3)
    .nullish(),
});
export type MembershipPricingClassicAttributes = z.output<typeof membershipPricingClassicSchema>;
