import { defineBlock } from '../define';
import { tldListFixtures } from './fixture';
import { tldListBlockSchema } from './schema';
import { TldListBlock } from './TldListBlock';

export const tldListBlock = defineBlock({
  name: 'acf/tld-list',
  title: 'TLD list',
  schema: tldListBlockSchema,
  Component: TldListBlock,
  fixtures: tldListFixtures,
});
