import { defineBlock } from '../define';
import { sportsPromoGridFixtures } from './fixture';
import { SportsPromoGrid } from './SportsPromoGrid';
import { sportsPromoGridSchema } from './schema';

export const sportsPromoGridBlock = defineBlock({
  name: 'acf/sports-promo-grid',
  title: 'Sports promo grid',
  schema: sportsPromoGridSchema,
  Component: SportsPromoGrid,
  island: 'TldPromoTiles, ScrollToBlockOnLoad',
  fixtures: sportsPromoGridFixtures,
});
