import type { BlockFixture } from '../types';
import { marketingImage as m } from '@/components/blocks/fixtures';

const points = [
  { title: 'Cost price', text: 'Members pay what the registry charges.', icon: { url: '/images/icons/cost-price.svg', alt: '' } },
  { title: 'Bulk transfers', text: 'Move whole portfolios in one go.', icon: { url: '/images/icons/transfer.svg', alt: '' } },
  { title: 'Marketing funds', text: 'Co-funded campaigns for Members.', icon: { url: '/images/icons/marketing.svg', alt: '' } },
  { title: 'ISO 27001', text: 'Certified and audited every year.', icon: { url: '/images/icons/certified.svg', alt: '' } },
];
const base = {
  heading: { title: 'Why resellers choose us', tag: 'h2' },
  sub_heading: 'Everything you need to sell domains.',
  features: points,
  button: { title: 'Become a Member', url: '/membership-plans' },
  image: m('team.svg', 560, 420, 'Our team of domain experts'),
};

export const featuresFixtures: BlockFixture[] = [
  { title: 'v1: check list, image right', attributes: { ...base, variation: 'v1' } },
  { title: 'v2 (flipped): check list, image left', attributes: { ...base, variation: 'v2' } },
  { title: 'v3: feature cards, image right', attributes: { ...base, variation: 'v3' } },
  { title: 'v5 (flipped): feature cards, image left', attributes: { ...base, variation: 'v5', buttonTwo: { label: 'Talk to sales', url: '/company/contact-us/sales-inquiries', type: 'transparent' } } },
];
