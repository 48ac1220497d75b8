import { defineBlock } from '../define';
import { productTableFixtures } from './fixture';
import { ProductTableBlock } from './ProductTableBlock';
import { productTableBlockSchema } from './schema';

export const productTableBlock = defineBlock({
  name: 'acf/product-table',
  title: 'Premium DNS / Plesk licence table (dynamic data)',
  schema: productTableBlockSchema,
  Component: ProductTableBlock,
  island: 'ProductTableView (search, paging)',
  fixtures: productTableFixtures,
});
