import type { BlockFixture } from '../types';

export const membershipTierTableFixtures: BlockFixture[] = [
  { title: 'The 11 tiers, prices in the page currency', attributes: { heading: { title: 'Membership tiers', tag: 'h2' } } },
  {
    title: 'Rows from the content system choose the tiers (their figures are the membership facts)',
    attributes: {
      heading: { title: 'Basic tiers', tag: 'h2' },
      rows: [{ membershipTier: 'Basic S' }, { membershipTier: 'Basic M' }],
    },
  },
];
