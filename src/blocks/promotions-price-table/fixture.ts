import type { BlockFixture } from '../types';

/** Columns 3 and 5 (the discounts beside each price) are hidden from the header only. */
const header = ['TLD', 'Currency', 'Non-member price', 'Discount', 'Member price', 'Member discount', 'Non-member promo', 'Member promo', 'Start date', 'End date'];

export const promotionsPriceTableFixtures: BlockFixture[] = [
  {
    title: 'Promotions price table',
    attributes: {
      heading: { title: 'Current TLD promotions', tag: 'h2' },
      promotions: [
        header,
        ['.online', 'USD', '35.39', '-70%', '31.17', '-75%', '10.62', '7.79', '2026-11-01', '2027-12-31'],
        ['.online', 'EUR', '31.85', '-70%', '28.06', '-75%', '9.56', '7.01', '2026-11-01', '2027-12-31'],
        ['.shop', 'USD', '30.49', '-70%', '26.02', '-75%', '9.15', '6.51', '2026-10-15', '2027-12-31'],
        ['.store', 'GBP', '40.12', '-70%', '35.00', '-75%', '12.04', '8.75', '2026-09-01', '2027-12-31'],
      ],
    },
  },
];
