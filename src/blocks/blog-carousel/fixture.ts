import type { BlockFixture } from '../types';

export const recommendedBlogsFixtures: BlockFixture[] = [
  { title: 'Six latest posts: arrows at every width', attributes: { heading: { title: 'Recommended reading', tag: 'h2' } } },
  { title: 'Two posts of a category: no arrows from 768 px up', attributes: { category: 'email', count: 2 } },
];
