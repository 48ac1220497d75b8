import type { BlockFixture } from '../types';

export const tldHighlightFixtures: BlockFixture[] = [
  {
    title: 'TLD highlight (tld-highlight-extended-v1)',
    attributes: {
      advIdentity: 'tld-highlight-extended-v1',
      heading: { title: 'Sports domains on promotion', tag: 'h2' },
      highlights: [{ text: '.football from {price:football}' }, { text: '.golf from {price:golf}' }],
      features: [{ text: 'Free DNS management' }, 'Cost price for Members'],
      button: { title: 'See the promotions', url: '#' },
    },
  },
];
