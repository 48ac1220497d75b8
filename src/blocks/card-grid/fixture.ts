import type { BlockFixture } from '../types';

/** The site's topic icons (public/images/icons, drawn by scripts/generate-brand-art.ts). */
const icon = (name: string) => `/images/icons/${name}.svg`;
const iconD = icon('domains');
const iconS = icon('ssl');
const iconT = icon('transfer');
const iconA = icon('toolkit');
const iconM = icon('marketing');
const iconI = icon('certified');

export const cardGridBlockFixtures: BlockFixture[] = [
  {
    title: 'Three columns, nine cards: the sub_heading search filter (shown over more than eight cards)',
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
        { image: { url: icon('whois'), width: 64, height: 64, alt: '' }, sub_heading: 'Whois', heading: { title: 'Look up any domain', tag: 'h3' }, text: '<p>Registrar, status and name servers of any domain.</p>', link: { url: '/domains/whois', target: '' } },
        { image: { url: icon('spam-detection'), width: 64, height: 64, alt: '' }, sub_heading: 'Email', heading: { title: 'Spam filtering', tag: 'h3' }, text: '<p>Incoming and outgoing mail filtered for every domain.</p>', link: { url: '/products/security/spamexperts', target: '' } },
        { image: { url: icon('support'), width: 64, height: 64, alt: '' }, sub_heading: 'Support', heading: { title: 'Engineers on call', tag: 'h3' }, text: '<p>Help with transfers, DNS and SSL from people who run the platform.</p>', link: { url: '/company/contact-us/contact-support', target: '' } },
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
    title: 'Default two columns, filter asked for (filter: true) but only four cards: no filter box',
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
