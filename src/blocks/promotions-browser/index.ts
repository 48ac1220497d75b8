import { defineBlock } from '../define';
import { promotionsBrowserFixtures } from './fixture';
import { PromotionsBrowserBlock } from './PromotionsBrowserBlock';
import { promotionsBrowserSchema } from './schema';

export const promotionsBrowserBlock = defineBlock({
  name: 'acf/promotions-browser',
  title: 'Promotions browser',
  schema: promotionsBrowserSchema,
  Component: PromotionsBrowserBlock,
  island: 'PromotionsBrowser',
  fixtures: promotionsBrowserFixtures,
});
