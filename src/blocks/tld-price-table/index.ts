import { defineBlock } from '../define';
import { tldPriceTableFixtures } from './fixture';
import { tldPriceTableSchema } from './schema';
import { TldPriceTableBlock } from './TldPriceTableBlock';

export const tldPriceTableBlock = defineBlock({
  name: 'acf/tld-price-table',
  title: 'TLD price table',
  schema: tldPriceTableSchema,
  Component: TldPriceTableBlock,
  island: 'TldPriceTable',
  fixtures: tldPriceTableFixtures,
});
