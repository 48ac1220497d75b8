import { defineBlock } from '../define';
import { promotionsPriceTableFixtures } from './fixture';
import { PromotionsPriceTableBlock } from './PromotionsPriceTableBlock';
import { promotionsPriceTableSchema } from './schema';

export const promotionsPriceTableBlock = defineBlock({
  name: 'acf/promotions-price-table',
  title: 'Promotions price table',
  schema: promotionsPriceTableSchema,
  Component: PromotionsPriceTableBlock,
  island: 'PromotionsPriceTable',
  fixtures: promotionsPriceTableFixtures,
});
