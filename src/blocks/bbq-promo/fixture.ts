import type { BlockFixture } from '../types';
import { variantFixture } from '@/components/blocks/fixtures';

export const bbqPromoFixtures: BlockFixture[] = [
  {
    title: 'bbq_promo_step: three steps and the footer bar (Get Offer → Next: create your free account → promo link)',
    attributes: {
      advIdentity: 'bbq_promo_step',
      anchor: 'how-it-works',
      heading: { title: 'How it works', tag: 'h2' },
      steps: [
        { title: 'Create your free account', text: 'Sign up in two minutes, no card needed.' },
        { title: 'Open your promo link', text: 'We also send it to you by e-mail.' },
        { title: 'Register at the BBQ price', text: 'The discount is applied at checkout.' },
      ],
      promo_link: { url: '/membership-plans/promotions?promo=bbq', title: 'Open my promo link' },
    },
  },
  variantFixture('bbq_promotion_sales_points', undefined, 'Why resellers fire up the BBQ deal', {
    sales_points: ['Cost-price domains for a year', { title: 'Free SSL for every new domain', text: 'Issued and renewed automatically.' }, 'Bulk transfer at no cost'],
  }),
];
