import type { BlockFixture } from '../types';

export const tldListFixtures: BlockFixture[] = [{ title: 'TLD list, a link per TLD (first 24, then a link to all)', attributes: { limit: 24 } }];
