import { defineBlock } from '../define';
import { FeaturedBlogBlock } from './FeaturedBlog';
import { featuredBlogFixtures } from './fixture';
import { featuredBlogSchema } from './schema';

export const featuredBlogBlock = defineBlock({
  name: 'acf/featured-blog',
  title: 'Featured blog teaser',
  schema: featuredBlogSchema,
  Component: FeaturedBlogBlock,
  fixtures: featuredBlogFixtures,
});
