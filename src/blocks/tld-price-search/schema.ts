import { z } from 'zod';
import { commonAttributes, headingAttributes } from '@/components/blocks/attributes';

export const tldPriceSearchSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
});
export type TldPriceSearchAttributes = z.output<typeof tldPriceSearchSchema>;
