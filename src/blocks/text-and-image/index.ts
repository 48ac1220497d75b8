import { defineBlock } from '../define';
import { textAndImageFixtures } from './fixture';
import { textAndImageSchema } from './schema';
import { TextAndImageBlock } from './TextAndImage';

/** acf/text-and-image: the sectioned block with its email-campaign variant and a skeleton until ready. */
export const textAndImageBlock = defineBlock({
  name: 'acf/text-and-image',
  title: 'Text and image',
  schema: textAndImageSchema,
  Component: TextAndImageBlock,
  variants: { 'email-campaign': TextAndImageBlock },
  fixtures: textAndImageFixtures,
});
