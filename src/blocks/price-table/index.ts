import { defineBlock } from '../define';
import { priceTableFixtures } from './fixture';
import { PriceTableBlock } from './PriceTableBlock';
import { priceTableSchema } from './schema';

export const priceTableBlock = defineBlock({
  name: 'acf/price-table',
  title: 'Price table (Register, Renew, Transfer for non-members and Members)',
  schema: priceTableSchema,
  Component: PriceTableBlock,
  island: 'ProductTableView (search, paging)',
  fixtures: priceTableFixtures,
});
