import { defineBlock } from '../define';
import { richTextFixtures } from './fixture';
import { RichTextBlock } from './RichTextBlock';
import { richTextSchema } from './schema';

export const richTextBlock = defineBlock({
  name: 'acf/rich-text',
  title: 'Rich text',
  schema: richTextSchema,
  Component: RichTextBlock,
  island: 'AnimatedReveal (when animated)',
  fixtures: richTextFixtures,
});
