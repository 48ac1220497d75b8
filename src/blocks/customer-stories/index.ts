import { defineBlock } from '../define';
import { CustomerStories } from './CustomerStories';
import { customerStoriesFixtures } from './fixture';
import { customerStoriesSchema } from './schema';

export const customerStoriesBlock = defineBlock({
  name: 'acf/customer-stories',
  title: 'Customer stories',
  schema: customerStoriesSchema,
  Component: CustomerStories,
  island: 'StoriesRow',
  fixtures: customerStoriesFixtures,
});
