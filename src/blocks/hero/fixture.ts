import type { BlockFixture } from '../types';

const image = { url: '/images/hero-domains.svg', width: 560, height: 420, alt: 'Domain extensions on a world map' };

export const heroFixtures: BlockFixture[] = [
  {
    title: 'Default hero with buttons',
    attributes: {
      heading: { title: 'Domains at cost price', tag: 'h2' },
      sub_heading: 'More than 1,900 domain extensions for resellers.',
      button: { title: 'View prices', url: '/domains/domain-prices', type: 'primary' },
      button_2: { title: 'Compare memberships', url: '/membership-plans', type: 'transparant' },
      image,
    },
  },
  {
    title: 'basic-two-column-hero-banner with split background',
    attributes: {
      advIdentity: 'basic-two-column-hero-banner',
      heading: { title: 'Registrar since 2004', tag: 'h2' },
      content: '<p>More than 20 years in business, ISO 27001 certified.</p>',
      bgColorLeft: { enabled: true, type: 'solid', solidColor: '#f3f6fb', opacity: 100 },
      bgColorRight: { enabled: true, type: 'gradient', gradientColor: 'linear-gradient(135deg,#dbeafe,#fef3c7)', opacity: 80 },
      image,
    },
  },
  {
    title: 'verticle-hero: sign-up button and three feature lines',
    attributes: {
      advIdentity: 'verticle-hero',
      heading: { title: 'Grow your reseller business', tag: 'h2' },
      features: ['Domains at cost price', { title: 'Bulk transfers' }, { text: 'No surprise renewal hikes' }],
    },
  },
  {
    title: 'homepage_hero: search, .com strip and membership links',
    attributes: {
      advIdentity: 'homepage_hero',
      heading: { title: 'The domain platform for resellers', tag: 'h2' },
      sub_heading: 'Register, transfer and manage 1,900+ extensions at cost price.',
      search: { search_ext: 'com', search_theme: 'large' },
    },
  },
  {
    title: 'home-page-long-text-right-image: Read More / Read Less',
    attributes: {
      advIdentity: 'home-page-long-text-right-image',
      heading: { title: 'Why resellers choose us', tag: 'h2' },
      content: '<p>Domains at cost price, marketing funds and bulk transfers.</p>',
      long_text: '<p>Selling domains since 2004, ISO 27001 certified, with a control panel and an API for automation.</p>',
      image,
    },
  },
  {
    title: 'promo-carousel: promotional banners from GET /api/promos in place of the image',
    attributes: {
      advIdentity: 'promo-carousel',
      heading: { title: 'Current promotions', tag: 'h2' },
      sub_heading: 'Campaigns for new Members and resellers, in your language.',
    },
  },
];
