import type { BlockFixture } from '../types';

export const tldPriceSearchFixtures: BlockFixture[] = [
  { title: 'TLD price search with price cards', attributes: { heading: { title: 'Check the price of any extension', tag: 'h2' }, sub_heading: 'Member and non-member prices side by side.' } },
];
