import { defineBlock } from '../define';
import { tldLandingHeroFixtures } from './fixture';
import { tldAttributeSchema } from '@/components/blocks/pricing/tld-schema';
import { TldLandingHeroBlock } from './TldLandingHeroBlock';

export const tldLandingHeroBlock = defineBlock({
  name: 'acf/tld-landing-hero',
  title: 'TLD landing hero',
  schema: tldAttributeSchema,
  Component: TldLandingHeroBlock,
  fixtures: tldLandingHeroFixtures,
});
