import type { BlockFixture } from '../types';

export const tldListFixtures: BlockFixture[] = [{ title: 'TLD list, a link per TLD', attributes: {} }];
