import { defineBlock } from '../define';
import { tldDetailsFixtures } from '../tld-landing-hero/fixture';
import { tldAttributeSchema } from '../tld-landing-hero/schema';
import { TldDetailsBlock } from './TldDetailsBlock';

export const tldDetailsBlock = defineBlock({
  name: 'acf/tld-details',
  title: 'TLD details',
  schema: tldAttributeSchema,
  Component: TldDetailsBlock,
  fixtures: tldDetailsFixtures,
});
