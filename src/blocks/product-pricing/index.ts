import { defineBlock } from '../define';
import { productPricingFixtures } from './fixture';
import { ProductPricing } from './ProductPricing';
import { productPricingSchema } from './schema';

export const productPricingBlock = defineBlock({
  name: 'acf/product-pricing',
  title: 'Product pricing table',
  schema: productPricingSchema,
  Component: ProductPricing,
  island: 'ProductPricingTable',
  fixtures: productPricingFixtures,
});
