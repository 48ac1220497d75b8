import type { BlockFixture } from '../types';

const FLASH = ['com', 'shop', 'online', 'store', 'xyz', 'io', 'app', 'net'];
const SPECIAL = ['nl', 'eu', 'be', 'org', 'info', 'co'];

export const promotionsBrowserFixtures: BlockFixture[] = [
  {
    title: 'Promotions browser: flash sale and special discount domains, trial card before its launch date',
    attributes: {
      heading: { title: 'All promotions', tag: 'h2' },
      flash_sale: FLASH.map((promotion_name) => ({ promotion_name })),
      special_discounts: SPECIAL.map((promotion_name) => ({ promotion_name: `.${promotion_name}` })),
      email_security_trial: {
        launch_date: '2099-01-01',
        title: 'Email security: free for 30 days',
        description: 'Spam and phishing filtering for every mailbox of a domain.',
        price_text: 'Then {product:email-security} per domain per month',
        link: { url: '/support', title: 'Ask for the trial' },
      },
    },
  },
];
