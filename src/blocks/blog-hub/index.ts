import { defineBlock } from '../define';
import { BlogHubBlock } from './BlogHubBlock';
import { blogHubFixtures } from './fixture';
import { blogHubSchema } from './schema';

export const blogHubBlock = defineBlock({
  name: 'acf/blog-hub',
  title: 'Blog hub',
  schema: blogHubSchema,
  Component: BlogHubBlock,
  island: 'BlogHub',
  fixtures: blogHubFixtures,
});
