import { z } from 'zod';
import { commonAttributes, headingAttributes, text } from '@/components/blocks/attributes';
import { priceMapSchema } from '@/components/blocks/membership/schema';

/**
 * Membership tier table (11 rows): no_of_domains, membershipTier, free_domains, price
 * (annual), savings. Without rows the table shows the 11 tiers of the catalogue. A row whose tier is
 * not one of the 11 is left out.
 */
export const tierTableRowSchema = z
  .object({
    no_of_domains: text.optional(),
    membershipTier: text,
    free_domains: z.union([z.number(), z.string()]).optional(),
    price: priceMapSchema.optional(),
    savings: priceMapSchema.optional(),
  })
  .loose();

export const membershipTierTableSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
  rows: z.array(tierTableRowSchema).max(11).nullish(),
});
export type MembershipTierTableAttributes = z.output<typeof membershipTierTableSchema>;
