import { defineBlock } from '../define';
import { priceBannerFixtures } from './fixture';
import { PriceBannerBlock } from './PriceBanner';
import { priceBannerSchema } from './schema';

export const priceBannerBlock = defineBlock({
  name: 'acf/price-banner',
  title: 'Price banner',
  schema: priceBannerSchema,
  Component: PriceBannerBlock,
  fixtures: priceBannerFixtures,
});
