import { z } from 'zod';
import { buttonSchema, commonAttributes, headingAttributes, text } from '@/components/blocks/attributes';

/**
 * Home memberships block, by advIdentity: home-memberships (the three plans at a
 * glance), pricing-promotion (the membership promotion's prices), member_sign_up (the sign-up
 * band). Copy is the block's; prices are the catalogue's in the page currency.
 */
export const homeMembershipsSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
  content: text.optional(),
  button: buttonSchema.optional(),
  button_2: buttonSchema.optional(),
});
export type HomeMembershipsAttributes = z.output<typeof homeMembershipsSchema>;
