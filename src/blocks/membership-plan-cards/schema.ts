import { z } from 'zod';
import { buttonSchema, commonAttributes, headingSchema, text } from '@/components/blocks/attributes';

/**
 * Static membership plan cards: Basic S, M and L with their yearly price, domain operations and
 * ROI, and the Basic S offer while a membership promotion prices Basic S. Every figure is the
 * membership facts'; the block sets the heading and the button. (The former `offer_ends` is not
 * read: the offer runs exactly as long as the promotion that makes it.)
 */
export const membershipPlanCardsSchema = z.object({
  ...commonAttributes,
  heading: headingSchema.optional(),
  sub_heading: text.optional(),
  button: buttonSchema.optional(),
});
export type MembershipPlanCardsAttributes = z.output<typeof membershipPlanCardsSchema>;
