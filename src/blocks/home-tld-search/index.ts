import { defineBlock } from '../define';
import { homeTldSearchFixtures } from './fixture';
import { HomeTldSearchBlock } from './HomeTldSearchBlock';
import { homeTldSearchSchema } from './schema';

export const homeTldSearchBlock = defineBlock({
  name: 'acf/home-tld-search',
  title: 'Home TLD search (price cards)',
  schema: homeTldSearchSchema,
  Component: HomeTldSearchBlock,
  island: 'HomeTldSearch',
  fixtures: homeTldSearchFixtures,
});
