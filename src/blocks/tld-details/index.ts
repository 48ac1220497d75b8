import { defineBlock } from '../define';
import { tldDetailsFixtures } from '../tld-landing-hero/fixture';
import { tldAttributeSchema } from '@/components/blocks/pricing/tld-schema';
import { TldDetailsBlock } from './TldDetailsBlock';

export const tldDetailsBlock = defineBlock({
  name: 'acf/tld-details',
  title: 'TLD details',
  schema: tldAttributeSchema,
  Component: TldDetailsBlock,
  fixtures: tldDetailsFixtures,
});
