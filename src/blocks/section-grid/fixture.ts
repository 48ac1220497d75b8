import type { BlockFixture } from '../types';
import { marketingImage as m } from '@/components/blocks/fixtures';

const FIXTURE_ICONS = ['domains', 'ssl', 'transfer', 'support'];
const icon = (n: number) => ({ url: `/images/icons/${FIXTURE_ICONS[n % FIXTURE_ICONS.length]}.svg`, alt: '', width: 40, height: 40 });
const h = (title: string) => ({ title, tag: 'h2' });
const steps = [
  { title: 'Sign up for free', text: 'Create your account in a minute.' },
  { title: 'Pick a Membership', text: 'Basic, Professional, Expert or Supreme.' },
  { title: 'Sell at cost price', text: 'Your margin, your prices.' },
];
const cards = [
  { title: 'Domains', text: '1,900+ extensions at cost price.', icon: icon(0), link: { url: '/domains/domain-prices' } },
  { title: 'SSL', text: 'DV, OV and EV from 6.99.', icon: icon(1), link: { url: '/membership-plans' } },
  { title: 'E-mail security', text: 'Inbound and outbound filtering.', icon: icon(2), link: { url: '/products/security/spamexperts' } },
  { title: 'Plesk', text: '20% off licences for Members.', icon: icon(3), link: { url: '/products/plesk' } },
];

export const sectionGridFixtures: BlockFixture[] = [
  { title: 'Default grid (columns four)', attributes: { heading: h('Products for resellers'), columns: 'four', items: cards } },
  { title: 'simple-grid-with-numbers: a slider on mobile', attributes: { advIdentity: 'simple-grid-with-numbers', heading: h('How it works'), items: steps } },
  { title: 'simple-grid-with-numbers-center', attributes: { advIdentity: 'simple-grid-with-numbers-center', heading: h('How it works'), items: steps, button: { title: 'Start now', url: '/membership-plans' } } },
  { title: 'simple-grid-with-numbers-without-slider (values as numbers)', attributes: { advIdentity: 'simple-grid-with-numbers-without-slider', heading: h('In numbers'), items: [{ value: '2004', title: 'Registrar since' }, { value: '1,900+', title: 'Extensions' }, { value: '69%', title: 'Savings up to' }] } },
  { title: 'simple-grid-with-numbers-without-slider-v2', attributes: { advIdentity: 'simple-grid-with-numbers-without-slider-v2', heading: h('Three steps'), items: steps } },
  { title: 'colored-grid', attributes: { advIdentity: 'colored-grid', heading: h('Built for every reseller'), items: cards.slice(0, 3) } },
  {
    title: 'questions-component',
    attributes: {
      advIdentity: 'questions-component',
      heading: h('Questions resellers ask'),
      items: [
        { title: 'Is there a minimum volume?', text: '<p>No. Basic S covers up to 100 domain operations a year.</p>' },
        { title: 'Can I transfer in bulk?', text: '<p>Yes, whole portfolios at once.</p>' },
      ],
    },
  },
  {
    title: 'right-grid-layout-with-buttons (anchor #right-grid-layout-with-buttons)',
    attributes: { advIdentity: 'right-grid-layout-with-buttons', heading: h('All your tools in one place'), content: '<p>Manage domains, SSL and e-mail from one control panel.</p>', items: cards, button: { title: 'Sign up today', url: '/membership-plans' }, buttonTwo: { label: 'Contact sales', url: '/company/contact-us/sales-inquiries', type: 'transparent' } },
  },
  { title: 'right-grid-layout-with-buttons-v1', attributes: { advIdentity: 'right-grid-layout-with-buttons-v1', anchor: 'right-grid-v1-demo', heading: h('Grow with our platform'), items: cards, button: { title: 'Compare plans', url: '/membership-plans' } } },
  {
    title: 'pricing-cards: price in sub_heading, struck-through old price in text (on /products/security/spamexperts: one row per plan)',
    attributes: {
      advIdentity: 'pricing-cards',
      heading: h('SSL certificates'),
      // The prices name the product prices: the reseller price and the struck-through list price.
      items: [
        { heading: 'Domain validation (DV)', sub_heading: '{product:ssl-dv} / year', text: '{product:ssl-dv:list}', button: { title: 'Buy DV', url: '/products/ssl-certificates' } },
        { heading: 'Organisation validation (OV)', sub_heading: '{product:ssl-ov} / year', text: '{product:ssl-ov:list}', badge_title: 'Most popular', is_active: 'on', button: { title: 'Buy OV', url: '/products/ssl-certificates' } },
        { heading: 'Extended validation (EV)', sub_heading: '{product:ssl-ev} / year', button: { title: 'Talk to sales', url: '/company/contact-us/sales-inquiries' } },
      ],
      columns: 'three',
    },
  },
  {
    title: 'plain-analytic-cards',
    attributes: { advIdentity: 'plain-analytic-cards', heading: h('Mail filtering in figures'), items: [{ value: '99.98%', label: 'Spam detection', icon: icon(0) }, { value: '< 0.001%', label: 'False positives', icon: icon(1) }, { value: '30 days', label: 'Free trial', icon: icon(2) }] },
  },
  {
    title: 'net-domains',
    attributes: {
      advIdentity: 'net-domains',
      heading: h('.net: the network extension'),
      items: [{ title: 'Trusted since 1985', new_price: '{price:net:member}', old_price: '{price:net:nonmember-regular}', highlightText: 'Member price' }, { title: 'Great for tech brands' }, { title: 'Available in bulk' }],
      image: m('net-domain.svg', 480, 320, 'The .net extension'),
      button: { title: 'Register .net', url: '/domains/tlds/net' },
    },
  },
  {
    title: 'tld-promos (isHideMobile hides an entry on phones)',
    attributes: {
      advIdentity: 'tld-promos',
      heading: h('Extensions on promotion'),
      items: [
        { tld: 'com', link: '/domains/tlds/com', new_price: 'from {price:com:member}' },
        { tld: '.nl', link: '/domains/tlds/nl', new_price: 'from {price:nl:member}' },
        { tld: 'shop', link: '/domains/tlds/shop', new_price: 'from {price:shop:member}', isHideMobile: true },
      ],
    },
  },
  {
    title: 'free-ebooks',
    attributes: {
      advIdentity: 'free-ebooks',
      heading: h('Free e-books for resellers'),
      items: [
        { title: 'Domain reselling 101', text: 'Start your business.', image: m('ebook-1.svg', 240, 320, 'E-book cover: Domain reselling 101'), link: { url: '/images/marketing/ebook-1.svg' } },
        { title: 'Selling SSL', text: 'Certificates made simple.', image: m('ebook-2.svg', 240, 320, 'E-book cover: Selling SSL'), link: { url: '/images/marketing/ebook-2.svg' } },
        { title: 'Marketing toolkit', text: 'Templates and campaigns.', image: m('ebook-3.svg', 240, 320, 'E-book cover: Marketing toolkit'), link: { url: '/images/marketing/ebook-3.svg' } },
      ],
    },
  },
];
