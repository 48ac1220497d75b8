import { defineBlock } from '../define';
import { AboutUsHero } from './AboutUsHero';
import { aboutUsHeroFixtures } from './fixture';
import { aboutUsHeroSchema } from './schema';

/** The about-us hero with a background video (its own block: no hero variant for it existed when it was built). */
export const aboutUsHeroBlock = defineBlock({
  name: 'acf/about-us-hero',
  title: 'About-us hero (background video)',
  schema: aboutUsHeroSchema,
  Component: AboutUsHero,
  island: 'BackgroundVideo',
  fixtures: aboutUsHeroFixtures,
});
