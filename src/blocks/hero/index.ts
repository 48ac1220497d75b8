import { defineBlock } from '../define';
import { heroFixtures } from './fixture';
import { BasicTwoColumnHero, DefaultHero, HomepageHero, LongTextRightImageHero, PromoCarouselHero, VerticalHero } from './Hero';
import { heroSchema } from './schema';

export const heroBlock = defineBlock({
  name: 'acf/hero',
  title: 'Hero',
  schema: heroSchema,
  Component: DefaultHero,
  variants: {
    'basic-two-column-hero-banner': BasicTwoColumnHero,
    // Spelling as the content system sends it.
    'verticle-hero': VerticalHero,
    homepage_hero: HomepageHero,
    'home-page-long-text-right-image': LongTextRightImageHero,
    'promo-carousel': PromoCarouselHero,
  },
  island: 'ReadMore, DomainSearchForm, PromoCarousel',
  fixtures: heroFixtures,
});
