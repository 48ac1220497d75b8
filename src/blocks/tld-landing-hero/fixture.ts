import type { BlockFixture } from '../types';

export const tldLandingHeroFixtures: BlockFixture[] = [{ title: 'TLD landing hero for .com', attributes: { tld: '.com' } }];
