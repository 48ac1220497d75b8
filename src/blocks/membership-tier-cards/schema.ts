import { z } from 'zod';
import { commonAttributes, headingSchema, text } from '@/components/blocks/attributes';
import { priceMapSchema, tierFeatureSchema } from '@/components/blocks/membership/schema';

/**
 * A membership tier card as the content system sends it (pricing §3): membershipType, price,
 * features[] (text, tooltip[]), roi, savings. Everything but the type is optional: the catalogue
 * (the tier table of §9 and the plan contents) fills what is not set.
 */
export const tierCardAttributeSchema = z
  .object({
    membershipType: text,
    price: priceMapSchema.optional(),
    features: z.array(tierFeatureSchema).nullish(),
    roi: text.optional(),
    savings: priceMapSchema.optional(),
  })
  .loose();
export type TierCardAttribute = z.output<typeof tierCardAttributeSchema>;

/**
 * Membership tier cards for Basic/Professional/Expert/Supreme S/M/L. `cards` lists the tiers to show
 * (in order); without it, all 11. A card whose type is not one of the 11 is left out.
 */
export const membershipTierCardsSchema = z.object({
  ...commonAttributes,
  heading: headingSchema.optional(),
  sub_heading: text.optional(),
  cards: z.array(tierCardAttributeSchema).max(11).nullish(),
});
export type MembershipTierCardsAttributes = z.output<typeof membershipTierCardsSchema>;
