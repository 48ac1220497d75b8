import { z } from 'zod';
import { commonAttributes, headingAttributes } from '@/components/blocks/attributes';

export const savingsCalculatorSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
});
export type SavingsCalculatorAttributes = z.output<typeof savingsCalculatorSchema>;
