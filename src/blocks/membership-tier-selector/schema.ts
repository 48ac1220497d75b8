import { z } from 'zod';
import { commonAttributes, headingAttributes, text } from '@/components/blocks/attributes';
import { tierCardAttributeSchema } from '@/components/blocks/membership/schema';

/**
 * Membership tier selector: a domain-count choice whose first option is the
 * three-plan overview; a chosen count shows the one tier card of the tier → plan mapping.
 * - overview: the membership types of the overview (default Basic S, Professional S, Supreme S).
 * - options: the domain counts offered (default: the 11 counts of the mapping); a value that is
 *   not a count shows nothing when chosen.
 * - cards: tier card attributes that override the catalogue for those tiers.
 */
export const membershipTierSelectorSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
  label: text.optional(),
  overview: z.array(text).max(4).nullish(),
  options: z.array(z.union([z.string(), z.number()]).transform(String)).max(20).nullish(),
  cards: z.array(tierCardAttributeSchema).max(11).nullish(),
});
export type MembershipTierSelectorAttributes = z.output<typeof membershipTierSelectorSchema>;
