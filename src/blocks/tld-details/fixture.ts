import type { BlockFixture } from '../types';

export const tldDetailsFixtures: BlockFixture[] = [
  { title: 'TLD details for .co.uk', attributes: { tld: 'co.uk' } },
  { title: 'TLD details for an IDN (рф)', attributes: { tld: 'рф' } },
];
