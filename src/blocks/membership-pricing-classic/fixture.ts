import type { BlockFixture } from '../types';

export const membershipPricingClassicFixtures: BlockFixture[] = [
  {
    title: 'Older pricing block: hard-coded display prices (Basic $4.99 a year, was $49.99; EUR Basic unavailable)',
    attributes: { heading: { title: 'Success with domains starts today for just $4.99', tag: 'h2' } },
  },
];
