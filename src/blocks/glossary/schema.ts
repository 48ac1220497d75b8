import { z } from 'zod';
import { glossaryItemsSchema } from '@/lib/glossary/schema';
import { commonAttributes, headingAttributes, text } from '@/components/blocks/attributes';

/** Glossary block: items [{fields: {title, description, link}}], sorted and grouped A–Z. */
export const glossaryBlockSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
  placeholder: text.optional(),
  items: glossaryItemsSchema,
});
export type GlossaryBlockAttributes = z.output<typeof glossaryBlockSchema>;
