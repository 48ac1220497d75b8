import type { BlockFixture } from '../types';

export const dynamicPricingTableFixtures: BlockFixture[] = [
  { title: 'Full price list, 15 per page', attributes: { heading: 'Domain prices', featuredTlds: 'com,net,org' } },
  {
    title: 'Featured TLDs with a button',
    attributes: { heading: 'Transfer prices', featuredTlds: ['.com', '.net', '.nl', '.eu', '.be'], buttonName: 'Transfer now', buttonUrl: '/domains/domain-transfer' },
  },
];
