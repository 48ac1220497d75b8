import { z } from 'zod';
import { commonAttributes, headingAttributes } from '@/components/blocks/attributes';
import { tierCardAttributeSchema } from '@/components/blocks/membership/schema';

/**
 * Membership tier cards for Basic/Professional/Expert/Supreme S/M/L. `cards` lists the tiers to show
 * (in order); without it, all 11. A card whose type is not one of the 11 is left out.
 */
export const membershipTierCardsSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
  cards: z.array(tierCardAttributeSchema).max(11).nullish(),
});
export type MembershipTierCardsAttributes = z.output<typeof membershipTierCardsSchema>;
