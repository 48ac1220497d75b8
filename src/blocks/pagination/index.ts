import { defineBlock } from '../define';
import { paginationBlockFixtures } from './fixture';
import { PaginationBlock } from './Pagination';
import { paginationBlockSchema } from './schema';

export const paginationBlock = defineBlock({
  name: 'acf/pagination',
  title: 'Pagination',
  schema: paginationBlockSchema,
  Component: PaginationBlock,
  island: 'PaginationDemo',
  fixtures: paginationBlockFixtures,
});
