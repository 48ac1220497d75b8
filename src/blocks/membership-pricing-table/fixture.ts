import type { BlockAttributes } from '@/lib/content/types';
import type { BlockFixture } from '../types';

const basicFeatures = ['Cost-price transactions up to {plan:basic_l:domains} domains', 'SSL from {plan:basic:ssl-from}', '{plan:basic:plesk-off} off Plesk', 'Spam filtering from {plan:basic:spam-from}', 'TLD discounts'];
const professionalFeatures = ['Cost-price transactions up to {plan:professional_l:domains} domains', 'SSL from {plan:professional:ssl-from}', '{plan:professional:plesk-off} off Plesk'];

/** The pricing data the /membership-plans page sends: figures are placeholders, prices the membership facts'. */
export const membershipPricingTableAttributes: BlockAttributes = {
  heading: { title: 'Compare membership plans', tag: 'h2' },
  sub_heading: 'Domains at cost price for resellers. Switch between monthly and yearly to compare.',
  toggleLabels: { monthly: 'Monthly', yearly: 'Yearly' },
  billingText: { monthly: 'per month', yearly: 'per year' },
  mostPopular: 'Most popular',
  startsFrom: 'Starts from',
  planDescriptions: {
    free: 'A free account with every domain extension.',
    basic: 'For resellers growing their portfolio.',
    professional: 'For hosters and agencies at scale.',
  },
  additionalCTA: { prompt: 'More than {plan:professional_l:domains} domains a year?', linkText: 'Contact sales', linkUrl: '/company/contact-us/sales-inquiries' },
  pricingData: {
    '1': {
      plans: [
        { title: 'Free', tierKey: 'free', item_id: 0, price: 'Free', features: ['Over 1,900 TLDs', 'Bulk transfer'], nonFeatures: ['Domains at cost price', 'SSL and Plesk discounts'] },
        { title: 'Basic Membership', tierKey: 'basic', item_id: 1, isPopular: true, features: basicFeatures },
        { title: 'Professional Membership', tierKey: 'professional', item_id: 2, features: professionalFeatures },
      ],
    },
    '12': {
      plans: [
        { title: 'Free', tierKey: 'free', item_id: 0, price: 'Free', features: ['Over 1,900 TLDs', 'Bulk transfer', 'Free business email'], nonFeatures: ['Domains at cost price', 'SSL and Plesk discounts'] },
        {
          title: 'Basic Membership',
          tierKey: 'basic',
          item_id: 1,
          isPopular: true,
          features: basicFeatures,
          highlightText: 'Pays for itself from {plan:basic:break-even} .com domains a year',
          tooltipMessage: 'Basic S: up to {plan:basic_s:domains} domain operations a year. Choose more in the tier selector below.',
        },
        {
          title: 'Professional Membership',
          tierKey: 'professional',
          item_id: 2,
          features: professionalFeatures,
          discountCTA: 'Moving more than {plan:professional_l:domains} domains? Talk to us',
          discountLink: '/company/contact-us/sales-inquiries',
        },
      ],
    },
  },
};

export const membershipPricingTableFixtures: BlockFixture[] = [
  { title: 'Free, Basic and Professional with every setting (Monthly first; Yearly)', attributes: membershipPricingTableAttributes },
  {
    title: 'The plans of the membership facts (no pricing data)',
    attributes: { heading: { title: 'Membership plans', tag: 'h2' } },
  },
];
