import { z } from 'zod';
import { commonAttributes, headingSchema, text } from '@/components/blocks/attributes';

/**
 * Featured blog teaser. `post` (or `post_uri`) names the post by uri ('/blog/{slug}/'); without it
 * the newest sticky post of the page's language is featured, else the newest post.
 */
export const featuredBlogSchema = z.object({
  ...commonAttributes,
  heading: headingSchema.optional(),
  post: text.optional(),
  post_uri: text.optional(),
});
export type FeaturedBlogAttributes = z.output<typeof featuredBlogSchema>;
