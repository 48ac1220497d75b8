import { defineBlock } from '../define';
import { CardGridBlock } from './CardGrid';
import { cardGridBlockFixtures } from './fixture';
import { cardGridBlockSchema } from './schema';

export const cardGridBlock = defineBlock({
  name: 'acf/card-grid',
  title: 'Card grid',
  schema: cardGridBlockSchema,
  Component: CardGridBlock,
  island: 'CardGridFilter',
  fixtures: cardGridBlockFixtures,
});
