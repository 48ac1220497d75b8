import { defineBlock } from '../define';
import { CtaBannerBlock } from './CtaBanner';
import { ctaBannerFixtures } from './fixture';
import { ctaBannerSchema } from './schema';

export const ctaBannerBlock = defineBlock({
  name: 'acf/cta-banner',
  title: 'Call-to-action banner',
  schema: ctaBannerSchema,
  Component: CtaBannerBlock,
  fixtures: ctaBannerFixtures,
});
