import { defineBlock } from '../define';
import { HeadingBlock } from './Heading';
import { headingBlockFixtures } from './fixture';
import { headingBlockSchema } from './schema';

export const headingBlock = defineBlock({
  name: 'acf/heading',
  title: 'Heading',
  schema: headingBlockSchema,
  Component: HeadingBlock,
  island: 'AnimatedReveal',
  fixtures: headingBlockFixtures,
});
