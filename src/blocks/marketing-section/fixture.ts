import type { BlockFixture } from '../types';
import { marketingImage as m } from '@/components/blocks/fixtures';

const h = (title: string) => ({ title, tag: 'h2' });

export const marketingSectionFixtures: BlockFixture[] = [
  { title: 'Default section', attributes: { heading: h('A partner, not just a supplier'), content: '<p>Account managers, marketing funds and a 24/7 support desk.</p>', features: ['Dedicated account manager', 'Marketing funds'], image: m('team.svg', 560, 420, 'Our team of domain experts') } },
  {
    title: 'two_videos',
    attributes: {
      advIdentity: 'two_videos',
      heading: h('See the platform'),
      videos: [
        { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Control panel tour', poster: m('video-poster-email.svg', 640, 360, '') },
        { url: 'https://www.youtube.com/watch?v=9bZkp7q19f0', title: 'API in five minutes', poster: m('video-poster-email.svg', 640, 360, '') },
      ],
    },
  },
  { title: 'homepage-single-banner', attributes: { advIdentity: 'homepage-single-banner', image: m('home-promo.svg', 1200, 300, 'Membership offer: your first year at half price'), button: { title: 'See the offer', url: '/membership-plans/promotions' } } },
  {
    title: 'banner-stats',
    attributes: {
      advIdentity: 'banner-stats',
      heading: h('Trusted since 2004'),
      stats: [{ value: '20+', label: 'years in business' }, { value: '1,900+', label: 'extensions' }, { value: '69%', label: 'savings up to' }, { value: 'ISO 27001', label: 'certified' }],
      button: { title: 'Become a Member', url: '/membership-plans' },
    },
  },
  { title: 'latest_ui', attributes: { advIdentity: 'latest_ui', heading: h('The new control panel'), content: '<p>Faster, cleaner, built with resellers.</p>', features: ['Dark mode', 'Bulk actions', 'Saved filters'], image: m('plesk-panel.svg', 560, 420, 'Control panel dashboard'), button: { title: 'Try it', url: '/membership-plans' } } },
  {
    title: 'center-cta-with-table',
    attributes: {
      advIdentity: 'center-cta-with-table',
      heading: h('Premium DNS'),
      sub_heading: 'Standard DNS is free; premium DNS from {product:premium-dns} per year.',
      table: { head: ['', 'Standard DNS', 'Premium DNS'], rows: [['Price', 'Free', 'from {product:premium-dns} / year'], ['Anycast network', 'Yes', 'Yes'], ['DDoS protection', '—', 'Yes']] },
      button: { title: 'Get premium DNS', url: '/membership-plans' },
    },
  },
  {
    title: 'whmcs-form: the button opens the lead form modal',
    attributes: { advIdentity: 'whmcs-form', anchor: 'whmcs-form-demo', heading: h('Get the WHMCS module'), features: ['Free for Members', 'Real-time TLD sync'], button: { title: 'Request the module' }, image: m('whmcs-module.svg', 480, 360, 'Billing system module connected to the registrar API') },
  },
];
