import type { BlockFixture } from '../types';

const monthlyPlans = [
  { feature: 'Plesk Web Admin Edition', price: '€6.49 / month', promoEnabled: false, promoLabel: 'Ignored: promo off', compareAt: '' },
  { feature: 'Plesk Web Pro Edition', price: '€11.49 / month', promoEnabled: true, promoLabel: '10% off', compareAt: '€12.77 / month' },
  { feature: 'Plesk Web Host Edition', price: '€28.50 / month', promoEnabled: true, promoLabel: '', compareAt: '' },
];
const yearlyPlans = [
  { feature: 'Plesk Web Admin Edition', price: '€70.09 / year', promoEnabled: 'true', promoLabel: 'Most popular', compareAt: '€77.88 / year' },
  { feature: 'Plesk Web Pro Edition', price: '€124.09 / year', promoEnabled: true, promoLabel: '10% off', compareAt: '€137.88 / year' },
  { feature: 'Plesk Web Host Edition', price: '€307.80 / year', promoEnabled: false, promoLabel: '', compareAt: '' },
];

export const productPricingFixtures: BlockFixture[] = [
  {
    title: 'Starts monthly (isYearly off), default background #012856; promo label only when promoEnabled and a label exists',
    attributes: {
      heading: { title: 'Plesk licences', tag: 'h2' },
      description: '<p>10% off new purchases of the two most popular licences.</p>',
      isYearly: false,
      monthlyPlans,
      yearlyPlans,
      button: { title: 'Get it now', url: 'https://cp.nameport.example/products/plesk' },
    },
  },
  {
    title: 'Starts yearly (isYearly on), own background colour',
    attributes: { anchor: 'product-pricing-yearly', heading: { title: 'Plesk licences, billed yearly', tag: 'h2' }, isYearly: 'true', monthlyPlans, yearlyPlans, backgroundColor: '#0b3a75' },
  },
];
