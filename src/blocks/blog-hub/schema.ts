import { z } from 'zod';
import { commonAttributes, flag, headingSchema, text } from '@/components/blocks/attributes';

/**
 * The blog hub as a block (the /blog route renders the same section). `category` preselects a
 * category like the hub's ?category= parameter; the featured teaser (off with `hide_featured`) shows the featured
 * blog teaser above the grid on the first page of All Articles.
 */
export const blogHubSchema = z.object({
  ...commonAttributes,
  heading: headingSchema.optional(),
  category: text.optional(),
  hide_featured: flag.optional(),
});
export type BlogHubAttributes = z.output<typeof blogHubSchema>;
