import { defineBlock } from '../define';
import { tldPriceSearchFixtures } from './fixture';
import { tldPriceSearchSchema } from './schema';
import { TldPriceSearchBlock } from './TldPriceSearchBlock';

export const tldPriceSearchBlock = defineBlock({
  name: 'acf/tld-price-search',
  title: 'TLD price search (price cards)',
  schema: tldPriceSearchSchema,
  Component: TldPriceSearchBlock,
  island: 'TldPriceSearch',
  fixtures: tldPriceSearchFixtures,
});
