import type { BlockFixture } from '../types';

export const priceBannerFixtures: BlockFixture[] = [
  {
    title: 'Price banner',
    attributes: {
      title: '.com for Members',
      memberPriceText: 'Member price',
      memberPrice: '$8.96',
      nonMemberPriceText: 'Non-member price',
      nonMemberPrice: '$10.44',
      durationText: 'per year',
      button: { title: 'Register now', url: '/domains/domain-registration' },
    },
  },
];
