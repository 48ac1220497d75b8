import type { BlockFixture } from '../types';

// The prices name the product prices (the spec's Plesk licences: 6.49, 11.49 and 28.50 EUR a month),
// filled in the page's currency; the yearly plans are the same licences billed yearly.
const monthlyPlans = [
  { feature: 'Plesk Web Admin Edition', price: '{product:plesk-web-admin} / month', promoEnabled: false, promoLabel: 'Ignored: promo off', compareAt: '' },
  { feature: 'Plesk Web Pro Edition', price: '{product:plesk-web-pro} / month', promoEnabled: true, promoLabel: '10% off', compareAt: '' },
  { feature: 'Plesk Web Host Edition', price: '{product:plesk-web-host} / month', promoEnabled: true, promoLabel: '', compareAt: '' },
];
const yearlyPlans = [
  { feature: 'Plesk Web Admin Edition', price: '{product:plesk-web-admin} / month, billed yearly', promoEnabled: 'true', promoLabel: 'Most popular', compareAt: '' },
  { feature: 'Plesk Web Pro Edition', price: '{product:plesk-web-pro} / month, billed yearly', promoEnabled: true, promoLabel: '10% off', compareAt: '' },
  { feature: 'Plesk Web Host Edition', price: '{product:plesk-web-host} / month, billed yearly', promoEnabled: false, promoLabel: '', compareAt: '' },
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
