import type { BlockFixture } from '../types';

export const homeTldSearchFixtures: BlockFixture[] = [
  { title: 'Home TLD search with the default list', attributes: { heading: { title: 'Find the right extension', tag: 'h2' } } },
];
