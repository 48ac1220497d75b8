import { defineBlock } from '../define';
import { tldHighlightFixtures } from './fixture';
import { tldHighlightSchema } from './schema';
import { TldHighlightBlock } from './TldHighlight';

export const tldHighlightBlock = defineBlock({
  name: 'acf/tld-highlight',
  title: 'TLD highlight',
  schema: tldHighlightSchema,
  Component: TldHighlightBlock,
  variants: { 'tld-highlight-extended-v1': TldHighlightBlock },
  fixtures: tldHighlightFixtures,
});
