import { defineBlock } from '../define';
import { testimonialsWallFixtures } from './fixture';
import { testimonialsWallSchema } from './schema';
import { TestimonialsWall } from './TestimonialsWall';

export const testimonialsWallBlock = defineBlock({
  name: 'acf/testimonials-wall',
  title: 'Testimonials wall (multi-profile)',
  schema: testimonialsWallSchema,
  Component: TestimonialsWall,
  island: 'WallLoadMore',
  fixtures: testimonialsWallFixtures,
});
