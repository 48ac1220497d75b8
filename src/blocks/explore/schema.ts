import { z } from 'zod';
import { exploreItemsSchema } from '@/lib/glossary/schema';
import { commonAttributes, headingAttributes, text } from '@/components/blocks/attributes';

/** Explore block: items [{fields: {title, description, slug}}]. */
export const exploreBlockSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
  placeholder: text.optional(),
  items: exploreItemsSchema,
});
export type ExploreBlockAttributes = z.output<typeof exploreBlockSchema>;
