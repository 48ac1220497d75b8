import { defineBlock } from '../define';
import { BbqPromoSteps, BbqSalesPoints } from './BbqPromo';
import { bbqPromoFixtures } from './fixture';
import { bbqPromoSchema } from './schema';

export const bbqPromoBlock = defineBlock({
  name: 'acf/bbq-promo',
  title: 'BBQ promotion (steps and sales points)',
  schema: bbqPromoSchema,
  Component: BbqPromoSteps,
  variants: { bbq_promo_step: BbqPromoSteps, bbq_promotion_sales_points: BbqSalesPoints },
  island: 'BbqPromoFlow',
  fixtures: bbqPromoFixtures,
});
