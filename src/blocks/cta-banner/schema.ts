import { z } from 'zod';
import { backgroundSchema, buttonSchema, commonAttributes, headingSchema, imageSchema, text } from '@/components/blocks/attributes';

export const ctaBannerSchema = z.object({
  ...commonAttributes,
  heading: headingSchema,
  sub_heading: text.optional(),
  content: text.optional(),
  button: buttonSchema.optional(),
  button_2: buttonSchema.optional(),
  image: imageSchema.optional(),
  bgColorLeft: backgroundSchema.optional(),
  bgColorRight: backgroundSchema.optional(),
});
export type CtaBannerAttributes = z.output<typeof ctaBannerSchema>;
