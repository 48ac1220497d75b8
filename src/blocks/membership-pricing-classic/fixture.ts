import type { BlockFixture } from '../types';

export const membershipPricingClassicFixtures: BlockFixture[] = [
  {
    title: 'Older pricing block: Free, Basic and Professional with the membership facts (starts on the yearly view)',
    attributes: { heading: { title: 'Success with domains starts today for just {plan:basic:monthly} a month', tag: 'h2' } },
  },
];
