import type { BlockFixture } from '../types';

export const membershipTierCardsFixtures: BlockFixture[] = [
  {
    title: 'Basic S, M and L with a feature tooltip (the membership facts fill price, free .coms, ROI and savings)',
    attributes: {
      heading: { title: 'Basic memberships', tag: 'h2' },
      cards: [
        { membershipType: 'Basic S', features: [{ text: 'Domains at cost price', tooltip: ['Registrations, renewals and transfers at the registry price.'] }, { text: 'SSL from {plan:basic_s:ssl-from}' }] },
        { membershipType: 'Basic M' },
        { membershipType: 'Basic L' },
      ],
    },
  },
  {
    title: 'Supreme S, M and L (above 15,000 domains: contact sales; Supreme L: ROI starting from)',
    attributes: {
      heading: { title: 'Supreme memberships', tag: 'h2' },
      cards: [{ membershipType: 'Supreme S' }, { membershipType: 'Supreme M' }, { membershipType: 'Supreme L' }],
    },
  },
];
