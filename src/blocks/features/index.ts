import { defineBlock } from '../define';
import { FeaturesBlock } from './Features';
import { featuresFixtures } from './fixture';
import { featuresSchema } from './schema';

/** acf/features: the feature-points section, variations v1, v2 (flipped), v3, v5 (flipped). */
export const featuresBlock = defineBlock({
  name: 'acf/features',
  title: 'Features (feature points)',
  schema: featuresSchema,
  Component: FeaturesBlock,
  variants: { v1: FeaturesBlock, v2: FeaturesBlock, v3: FeaturesBlock, v5: FeaturesBlock },
  fixtures: featuresFixtures,
});
