import { z } from 'zod';
import { BASIC_S_OFFER } from '@/lib/memberships/catalogue';
import { buttonSchema, commonAttributes, headingSchema, text } from '@/components/blocks/attributes';

/**
 * Static membership plan cards: Basic S, M and L with their yearly price,
 * domain operations and ROI, and the Basic S offer copy. The figures are the spec's; the block
 * sets the heading, the button and the offer's last day (`offer_ends`, default 2025-03-31).
 */
export const membershipPlanCardsSchema = z.object({
  ...commonAttributes,
  heading: headingSchema.optional(),
  sub_heading: text.optional(),
  button: buttonSchema.optional(),
  offer_ends: text.optional().transform((value) => value?.trim() || BASIC_S_OFFER.endsOn),
});
export type MembershipPlanCardsAttributes = z.output<typeof membershipPlanCardsSchema>;
