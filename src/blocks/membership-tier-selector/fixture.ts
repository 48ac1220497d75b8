import type { BlockFixture } from '../types';

export const membershipTierSelectorFixtures: BlockFixture[] = [
  {
    title: 'Tier selector: overview of three plans; a domain count shows its tier card; Reset',
    attributes: {
      heading: { title: 'Find the membership for your volume', tag: 'h2' },
      sub_heading: 'Choose how many domains you register, renew or transfer a year.',
    },
  },
  {
    title: 'Tier selector with content options (an option that is no count shows nothing)',
    attributes: {
      heading: { title: 'Pick your volume', tag: 'h2' },
      overview: ['Basic S', 'Basic M', 'Basic L'],
      options: ['100', '500', '2000', 'Custom volume'],
    },
  },
];
