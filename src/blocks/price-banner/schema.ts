import { z } from 'zod';
import { buttonSchema, commonAttributes, text } from '@/components/blocks/attributes';

/** Price banner: title, memberPriceText, memberPrice, nonMemberPriceText, nonMemberPrice, durationText, button. */
export const priceBannerSchema = z.object({
  ...commonAttributes,
  title: text.optional(),
  memberPriceText: text.optional(),
  memberPrice: text.optional(),
  nonMemberPriceText: text.optional(),
  nonMemberPrice: text.optional(),
  durationText: text.optional(),
  button: buttonSchema.optional(),
});
export type PriceBannerAttributes = z.output<typeof priceBannerSchema>;
