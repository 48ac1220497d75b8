import { defineBlock } from '../define';
import { FeatureCards } from './FeatureCards';
import { featureCardsFixtures } from './fixture';
import { featureCardsSchema } from './schema';

export const featureCardsBlock = defineBlock({
  name: 'acf/feature-cards',
  title: 'Cards with features',
  schema: featureCardsSchema,
  Component: FeatureCards,
  fixtures: featureCardsFixtures,
});
