import { z } from 'zod';
import { commonAttributes, headingSchema, text } from '@/components/blocks/attributes';

export const savingsCalculatorSchema = z.object({
  ...commonAttributes,
  heading: headingSchema.optional(),
  sub_heading: text.optional(),
});
export type SavingsCalculatorAttributes = z.output<typeof savingsCalculatorSchema>;
