import type { BlockFixture } from '../types';

export const featuredDomainsFixtures: BlockFixture[] = [
  { title: 'Featured domains grid (TLDs from className)', attributes: { heading: { title: 'Popular extensions', tag: 'h2' }, className: 'com,net,org,nl,eu' } },
];
