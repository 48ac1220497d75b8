import { defineBlock } from '../define';
import { ExploreBlock } from './ExploreBlock';
import { exploreFixtures } from './fixture';
import { exploreBlockSchema } from './schema';

export const exploreBlock = defineBlock({
  name: 'acf/explore',
  title: 'Explore',
  schema: exploreBlockSchema,
  Component: ExploreBlock,
  island: 'Explore',
  fixtures: exploreFixtures,
});
