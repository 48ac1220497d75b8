import { defineBlock } from '../define';
import { recommendedBlogsFixtures } from './fixture';
import { RecommendedBlogsBlock } from './RecommendedBlogsBlock';
import { recommendedBlogsSchema } from './schema';

export const recommendedBlogsBlock = defineBlock({
  name: 'acf/recommended-blogs',
  title: 'Recommended-blog carousel',
  schema: recommendedBlogsSchema,
  Component: RecommendedBlogsBlock,
  island: 'BlogCarousel',
  fixtures: recommendedBlogsFixtures,
});
