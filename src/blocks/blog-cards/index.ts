import { defineBlock } from '../define';
import { BlogCardsBlock } from './BlogCardsBlock';
import { blogCardsFixtures } from './fixture';
import { blogCardsSchema } from './schema';

export const blogCardsBlock = defineBlock({
  name: 'acf/blog-cards',
  title: 'Blog post cards list',
  schema: blogCardsSchema,
  Component: BlogCardsBlock,
  island: 'BlogCards',
  fixtures: blogCardsFixtures,
});
