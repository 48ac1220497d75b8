import type { BlockFixture } from '../types';

export const membershipTierTableFixtures: BlockFixture[] = [
  { title: 'The 11 tiers, prices in the page currency', attributes: { heading: { title: 'Membership tiers', tag: 'h2' } } },
  {
    title: 'Rows from the content system (price maps per currency)',
    attributes: {
      heading: { title: 'Basic tiers', tag: 'h2' },
      rows: [
        { no_of_domains: '0-100', membershipTier: 'Basic S', free_domains: 3, price: { USD: 49.99, EUR: 49.99, GBP: 39.99, INR: 2499 }, savings: { USD: 32 } },
        { no_of_domains: '100-500', membershipTier: 'Basic M', free_domains: '15', price: '199.99', savings: '158' },
      ],
    },
  },
];
