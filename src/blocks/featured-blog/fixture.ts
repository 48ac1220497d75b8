import type { BlockFixture } from '../types';

export const featuredBlogFixtures: BlockFixture[] = [
  { title: 'Newest sticky post of the language (opMetaData custom image)', attributes: {} },
  { title: 'A chosen post by uri, with a heading', attributes: { heading: { title: 'Worth a read', tag: 'h2' }, post: '/blog/spf-dkim-dmarc-explained/' } },
];
