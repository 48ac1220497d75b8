import { z } from 'zod';
import { commonAttributes, headingAttributes, optionalNumber, text } from '@/components/blocks/attributes';

/**
 * Membership cards from the content system's memberships. A
 * membership category is matched by its category id (`category`); `memberships` (slugs) picks and
 * orders cards. Without either, every membership is shown.
 */
export const membershipCardsSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
  category: optionalNumber,
  memberships: z.array(text).max(12).nullish(),
});
export type MembershipCardsAttributes = z.output<typeof membershipCardsSchema>;
