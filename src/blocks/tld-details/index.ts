import { defineBlock } from '../define';
import { tldAttributeSchema } from '@/components/blocks/pricing/tld-schema';
import { tldDetailsFixtures } from './fixture';
import { TldDetailsBlock } from './TldDetailsBlock';

export const tldDetailsBlock = defineBlock({
  name: 'acf/tld-details',
  title: 'TLD details',
  schema: tldAttributeSchema,
  Component: TldDetailsBlock,
  fixtures: tldDetailsFixtures,
});
