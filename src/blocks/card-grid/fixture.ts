import type { BlockFixture } from '../types';

/** Inline SVG icons: the catalogue makes no outside request. */
const iconD = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Ccircle cx='32' cy='32' r='32' fill='%230a58ca'/%3E%3Ctext x='32' y='42' font-family='sans-serif' font-size='28' fill='%23fff' text-anchor='middle'%3ED%3C/text%3E%3C/svg%3E";
const iconS = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Ccircle cx='32' cy='32' r='32' fill='%23067647'/%3E%3Ctext x='32' y='42' font-family='sans-serif' font-size='28' fill='%23fff' text-anchor='middle'%3ES%3C/text%3E%3C/svg%3E";
const iconT = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Ccircle cx='32' cy='32' r='32' fill='%23b42318'/%3E%3Ctext x='32' y='42' font-family='sans-serif' font-size='28' fill='%23fff' text-anchor='middle'%3ET%3C/text%3E%3C/svg%3E";
const iconA = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Ccircle cx='32' cy='32' r='32' fill='%23012856'/%3E%3Ctext x='32' y='42' font-family='sans-serif' font-size='28' fill='%23fff' text-anchor='middle'%3EA%3C/text%3E%3C/svg%3E";
const iconM = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Ccircle cx='32' cy='32' r='32' fill='%237a4c00'/%3E%3Ctext x='32' y='42' font-family='sans-serif' font-size='28' fill='%23fff' text-anchor='middle'%3EM%3C/text%3E%3C/svg%3E";
const iconI = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Ccircle cx='32' cy='32' r='32' fill='%234b5563'/%3E%3Ctext x='32' y='42' font-family='sans-serif' font-size='28' fill='%23fff' text-anchor='middle'%3EI%3C/text%3E%3C/svg%3E";

export const cardGridBlockFixtures: BlockFixture[] = [
  {
    title: 'Three columns with the sub_heading search filter',
    attributes: {
      heading: { title: 'Everything a reseller needs', tag: 'h2' },
      columns: 'three',
      search: 'on',
      placeholder: 'Filter by topic...',
      items: [
        { image: { url: iconD, width: 64, height: 64, alt: '' }, sub_heading: 'Domains', heading: { title: 'Domains at cost price', tag: 'h3' }, text: '<p>More than 1,900 domain extensions, no surprise renewal hikes.</p>', link: { url: '/domains/domain-prices', target: '' }, button: { title: 'See prices', url: '/domains/domain-prices', type: 'transparent', size: 'small' } },
        { image: { url: iconS, width: 64, height: 64, alt: '' }, sub_heading: 'SSL certificates', heading: { title: 'DV, OV and EV certificates', tag: 'h3' }, text: '<p>Secure every site you manage, with a simple sign-up path.</p>', link: { url: '/products/ssl', target: '' }, button: { title: 'Compare SSL', url: '/products/ssl', type: 'transparent', size: 'small' } },
        { image: { url: iconT, width: 64, height: 64, alt: '' }, sub_heading: 'Domain transfer', heading: { title: 'Bulk transfers', tag: 'h3' }, text: '<p>Move whole portfolios in one go.</p>', link: { url: '/domains/domain-transfer', target: '' }, button: { title: 'Transfer now', url: '/domains/domain-transfer', type: 'transparent', size: 'small' } },
        { image: { url: iconA, width: 64, height: 64, alt: '' }, sub_heading: 'API and control panel', heading: { title: 'Automate everything', tag: 'h3' }, text: '<p>A control panel plus API for automation.</p>', link: { url: '/products/api', target: '' }, button: { title: 'Read the docs', url: '/products/api', type: 'transparent', size: 'small' } },
        { image: { url: iconM, width: 64, height: 64, alt: '' }, sub_heading: 'Marketing funds', heading: { title: 'Grow with us', tag: 'h3' }, text: '<p>Marketing funds for Members.</p>', link: { url: '/membership-plans', target: '' }, button: { title: 'Discover Memberships', url: '/membership-plans', type: 'transparent', size: 'small' } },
        { image: { url: iconI, width: 64, height: 64, alt: '' }, sub_heading: 'Security', heading: { title: 'ISO 27001 certified', tag: 'h3' }, text: '<p>Registrar since 2004, more than 20 years in business.</p>', link: { url: '/about', target: '' }, button: { title: 'About us', url: '/about', type: 'transparent', size: 'small' } },
      ],
    },
  },
  {
    title: "Four columns ('cuatro'), no filter",
    attributes: {
      columns: 'cuatro',
      items: [
        { image: { url: iconD, width: 64, height: 64, alt: '' }, sub_heading: 'Domains', heading: { title: 'Domains at cost price', tag: 'h3' }, text: '<p>More than 1,900 domain extensions, no surprise renewal hikes.</p>', link: { url: '/domains/domain-prices', target: '' } },
        { image: { url: iconS, width: 64, height: 64, alt: '' }, sub_heading: 'SSL certificates', heading: { title: 'DV, OV and EV certificates', tag: 'h3' }, text: '<p>Secure every site you manage, with a simple sign-up path.</p>', link: { url: '/products/ssl', target: '' } },
        { image: { url: iconT, width: 64, height: 64, alt: '' }, sub_heading: 'Domain transfer', heading: { title: 'Bulk transfers', tag: 'h3' }, text: '<p>Move whole portfolios in one go.</p>', link: { url: '/domains/domain-transfer', target: '' } },
        { image: { url: iconA, width: 64, height: 64, alt: '' }, sub_heading: 'API and control panel', heading: { title: 'Automate everything', tag: 'h3' }, text: '<p>A control panel plus API for automation.</p>', link: { url: '/products/api', target: '' } },
      ],
    },
  },
  {
    title: 'Default two columns, filter on (filter: true), cards without links',
    attributes: {
      filter: true,
      items: [
        { image: { url: iconT, width: 64, height: 64, alt: '' }, sub_heading: 'Domain transfer', heading: { title: 'Bulk transfers', tag: 'h3' }, text: '<p>Move whole portfolios in one go.</p>', button: { title: 'Transfer now', url: '/domains/domain-transfer', type: 'transparent', size: 'small' } },
        { image: { url: iconA, width: 64, height: 64, alt: '' }, sub_heading: 'API and control panel', heading: { title: 'Automate everything', tag: 'h3' }, text: '<p>A control panel plus API for automation.</p>', button: { title: 'Read the docs', url: '/products/api', type: 'transparent', size: 'small' } },
        { image: { url: iconM, width: 64, height: 64, alt: '' }, sub_heading: 'Marketing funds', heading: { title: 'Grow with us', tag: 'h3' }, text: '<p>Marketing funds for Members.</p>', button: { title: 'Discover Memberships', url: '/membership-plans', type: 'transparent', size: 'small' } },
        { image: { url: iconI, width: 64, height: 64, alt: '' }, sub_heading: 'Security', heading: { title: 'ISO 27001 certified', tag: 'h3' }, text: '<p>Registrar since 2004, more than 20 years in business.</p>', button: { title: 'About us', url: '/about', type: 'transparent', size: 'small' } },
      ],
    },
  },
  {
    title: 'One column',
    attributes: {
      columns: 'one',
      items: [
        { image: { url: iconD, width: 64, height: 64, alt: '' }, sub_heading: 'Domains', heading: { title: 'Domains at cost price', tag: 'h3' }, text: '<p>More than 1,900 domain extensions, no surprise renewal hikes.</p>', link: { url: '/domains/domain-prices', target: '' }, button: { title: 'See prices', url: '/domains/domain-prices', type: 'transparent', size: 'small' } },
      ],
    },
  },
];
