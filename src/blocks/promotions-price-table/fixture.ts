import type { BlockFixture } from '../types';

const header = ['TLD', 'Currency', 'Non-member price', 'Registry', 'Member price', 'Notes', 'Non-member promo', 'Member promo', 'Start date', 'End date'];

export const promotionsPriceTableFixtures: BlockFixture[] = [
  {
    title: 'Promotions price table',
    attributes: {
      heading: { title: 'Current TLD promotions', tag: 'h2' },
      promotions: [
        header,
        ['.online', 'USD', '35.39', 'r', '31.17', 'n', '10.62', '7.79', '2026-11-01', '2027-12-31'],
        ['.online', 'EUR', '31.85', 'r', '28.06', 'n', '9.56', '7.01', '2026-11-01', '2027-12-31'],
        ['.shop', 'USD', '30.49', 'r', '26.02', 'n', '9.15', '6.51', '2026-10-15', '2027-12-31'],
        ['.store', 'GBP', '40.12', 'r', '35.00', 'n', '12.04', '8.75', '2026-09-01', '2027-12-31'],
      ],
    },
  },
];
