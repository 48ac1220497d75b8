import type { BlockFixture } from '../types';

export const tldPriceTableFixtures: BlockFixture[] = [
  { title: 'TLD price table, every extension', attributes: { heading: { title: 'Member, non-member and Supreme prices', tag: 'h2' } } },
  { title: 'TLD price table limited to a few TLDs', attributes: { tlds: '.com, .net, .org, .nl, .eu, .be, .de' } },
];
