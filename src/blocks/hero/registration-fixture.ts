import type { BlockFixture } from '../types';

export const registrationHeroFixtures: BlockFixture[] = [
  {
    title: 'Domain registration hero',
    attributes: { heading: { title: 'Register your domain name', tag: 'h1' }, sub_heading: 'More than 1,900 extensions at cost price for Members.' },
  },
];
