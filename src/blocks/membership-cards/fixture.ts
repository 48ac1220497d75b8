import type { BlockFixture } from '../types';

export const membershipCardsFixtures: BlockFixture[] = [
  {
    title: 'Membership cards of category 21 (from the content source; plan selector of at most 4 items)',
    attributes: { heading: { title: 'Choose your Basic membership', tag: 'h2' }, category: 21 },
  },
];
