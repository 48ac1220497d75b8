import { z } from 'zod';
import { buttonSchema, commonAttributes, headingAttributes } from '@/components/blocks/attributes';

/**
 * Static membership plan cards: Basic S, M and L with their yearly price, domain operations and
 * ROI, and the Basic S offer while a membership promotion prices Basic S. Every figure is the
 * membership facts'; the block sets the heading and the button. (The former `offer_ends` is not
 * read: the offer runs exactly as long as the promotion that makes it.)
 */
export const membershipPlanCardsSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
  button: buttonSchema.optional(),
});
export type MembershipPlanCardsAttributes = z.output<typeof membershipPlanCardsSchema>;
