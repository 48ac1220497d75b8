import type { BlockFixture } from '../types';

export const freeComCalculatorFixtures: BlockFixture[] = [
  {
    title: 'Free .com calculator (hidden, banner in its promo-ended layout, once 2024-04-11 has arrived)',
    attributes: {
      heading: { title: 'Transfer your domains, get .com domains for free', tag: 'h2' },
      rows: [
        { tier: 'Starter', domains: 50, free_com: 5, value: 'worth 5 × {price:com:nonmember-regular}' },
        { tier: 'Growth', domains: 250, free_com: 30, value: 'worth 30 × {price:com:nonmember-regular}' },
        { tier: 'Scale', domains: 1000, free_com: 150, value: 'worth 150 × {price:com:nonmember-regular}' },
      ],
      banner: {
        title: 'Free .com promotion',
        text: '<p>Valid until 11 April 2024 23:59 CET, for new Members.</p>',
        button: { title: 'Become a Member', url: '/membership-plans', type: 'primary' },
      },
    },
  },
];
