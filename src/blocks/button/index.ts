import { defineBlock } from '../define';
import { ButtonBlock } from './ButtonBlock';
import { buttonFixtures } from './fixture';
import { buttonBlockSchema } from './schema';

export const buttonBlock = defineBlock({
  name: 'acf/button',
  title: 'Button',
  schema: buttonBlockSchema,
  Component: ButtonBlock,
  fixtures: buttonFixtures,
});
