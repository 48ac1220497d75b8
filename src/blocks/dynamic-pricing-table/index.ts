import { defineBlock } from '../define';
import { DynamicPricingTableBlock } from './DynamicPricingTableBlock';
import { dynamicPricingTableFixtures } from './fixture';
import { dynamicPricingTableSchema } from './schema';

export const dynamicPricingTableBlock = defineBlock({
  name: 'acf/dynamic-pricing-table',
  title: 'Dynamic pricing table',
  schema: dynamicPricingTableSchema,
  Component: DynamicPricingTableBlock,
  island: 'DynamicPricingTable',
  fixtures: dynamicPricingTableFixtures,
});
