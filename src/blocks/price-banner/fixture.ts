import type { BlockFixture } from '../types';

export const priceBannerFixtures: BlockFixture[] = [
  {
    title: 'Price banner',
    attributes: {
      title: '.com for Members',
      memberPriceText: 'Member price',
      memberPrice: '{price:com:member}',
      nonMemberPriceText: 'Non-member price',
      nonMemberPrice: '{price:com}',
      durationText: 'per year',
      button: { title: 'Register now', url: '/domains/domain-registration' },
    },
  },
];
