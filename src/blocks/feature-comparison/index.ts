import { defineBlock } from '../define';
import { FeatureComparison } from './FeatureComparison';
import { featureComparisonFixtures } from './fixture';
import { featureComparisonSchema } from './schema';

export const featureComparisonBlock = defineBlock({
  name: 'acf/feature-comparison',
  title: 'Feature comparison table',
  schema: featureComparisonSchema,
  Component: FeatureComparison,
  island: 'ComparisonList',
  fixtures: featureComparisonFixtures,
});
