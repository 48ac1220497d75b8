import { z } from 'zod';
import { commonAttributes, headingAttributes, text } from '@/components/blocks/attributes';

const dealEntry = z.object({ promotion_name: z.string().trim().min(1).max(63), image: z.string().nullish() });
const dealList = z
  .array(dealEntry)
  .max(200)
  .nullish()
  .transform((entries) => entries ?? []);

/**
 * Promotions browser: the domain deals of the flash_sale and special_discounts lists
 * (names looked up as TLDs) and the email-security trial card shown before its launch date.
 */
export const promotionsBrowserSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
  flash_sale: dealList,
  special_discounts: dealList,
  email_security_trial: z
    .object({
      launch_date: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
      title: text,
      description: text.optional(),
      price_text: text.optional(),
      link: z.object({ url: z.string(), title: text }).optional(),
    })
    .nullish(),
});
export type PromotionsBrowserAttributes = z.output<typeof promotionsBrowserSchema>;
