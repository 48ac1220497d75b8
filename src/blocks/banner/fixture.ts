import type { BlockFixture } from '../types';
import { marketingImage as m, variantFixture } from '@/components/blocks/fixtures';

const list = (...items: string[]) => items.map((content) => ({ content }));

export const bannerFixtures: BlockFixture[] = [
  {
    title: 'Default banner with buttonTwo and split background',
    attributes: {
      badge: { title: 'New' },
      heading: { title: 'A control panel built for resellers', tag: 'h2' },
      content: '<p>Manage thousands of domains, contacts and DNS zones in one place.</p>',
      list_items: list('Bulk actions', 'API for automation', '<strong>ISO 27001</strong> certified'),
      button: { title: 'Try it free', url: '/membership-plans' },
      buttonTwo: { title: 'Read the docs', url: '/support', target: '_self', type: 'borderless' },
      image: m('plesk-panel.svg', 560, 420, 'Hosting control panel dashboard'),
      bgColorLeft: { enabled: true, type: 'solid', solidColor: '#f3f6fb', opacity: 100 },
    },
  },
  variantFixture('long-text-list-button-left', undefined, 'Why resellers move to us', {
    content: '<p>We have sold domains since 2004. Members pay cost price on more than 1,900 extensions, with no surprise renewal hikes and marketing funds to grow.</p>',
    list_items: list('Domains at cost price', 'Bulk transfers', 'Marketing funds'),
    button: { title: 'Become a Member', url: '/membership-plans' },
    image: m('team.svg', 560, 420, 'Our team of domain experts'),
  }),
  variantFixture('long-text-list-button-left-v2', undefined, 'Everything included', {
    content: '<p>One membership, every tool you need to sell domains.</p>',
    list_items: list('Control panel', 'API', 'WHMCS module', 'Premium DNS', 'SSL certificates', 'E-mail security'),
    button: { title: 'Compare plans', url: '/membership-plans' },
    image: m('stats.svg', 560, 420, 'Growing sales chart'),
  }),
  variantFixture('centered-long-text-and-image', undefined, 'Built for scale', {
    content: '<p>From your first domain to your hundred-thousandth: the same prices, the same tools.</p>',
    image: m('plesk-panel.svg', 560, 420, 'Hosting control panel dashboard'),
  }),
  variantFixture('black-friday-list', undefined, 'Black Friday deals', {
    list_items: list('Up to 69% off .com transfers', '50% off your first Membership year', 'SSL: 3 years for the price of 2'),
    button: { title: 'See the deals', url: '/membership-plans/promotions' },
    image: m('black-friday.svg', 560, 420, 'Black Friday: up to 69% off'),
  }),
  variantFixture('long-text-list-left-image', undefined, 'Sell e-mail under your brand', {
    content: '<p>Mailboxes with spam filtering, on your customers’ own domains.</p>',
    list_items: list('Free for 30 days', 'Then {product:email-security} per domain a month'),
    image: m('email-dashboard.svg', 560, 420, 'Business e-mail inbox'),
  }),
  {
    title: 'cybersecurity_content_hub_header: the button opens the lead form modal (lead-form)',
    attributes: {
      advIdentity: 'cybersecurity_content_hub_header',
      heading: { title: 'Cybersecurity content hub', tag: 'h2' },
      content: '<p>News, legislation and guides to keep your customers safe.</p>',
      list_items: list('NIS2 explained', 'Threat reports'),
      button: { title: 'Ask our experts' },
      image: m('cyber-hub.svg', 560, 420, 'Cybersecurity shield over a network'),
    },
    innerBlocks: [
      {
        name: 'acf/modal',
        attributes: { modal_id: 'lead-form', heading: { title: 'Talk to our cybersecurity experts' } },
        innerBlocks: [{ name: 'acf/rich-text', attributes: { content: 'The lead form block opens in this modal (modal id <strong>lead-form</strong>).' }, innerBlocks: [] }],
      },
    ],
  },
  variantFixture('ssl-lp', undefined, 'Trusted by browsers everywhere', {
    list_items: list('99.9% browser trust', 'Issued in minutes', 'Free reissues'),
    button: { title: 'Choose a certificate', url: '#ssl-prices' },
    image: m('ssl-certificate.svg', 560, 420, 'SSL certificate with a padlock shield'),
  }),
  variantFixture('ssl-lp-list', undefined, 'Which certificate do you need?', {
    list_items: list('<strong>DV</strong>: blogs and small sites', '<strong>OV</strong>: companies and shops', '<strong>EV</strong>: banks and large brands'),
  }),
  {
    title: 'plesk-promo-banner (ours; the default banner on /products/plesk and /wp-guardian): desktop, tablet and mobile images, #pleskblock',
    attributes: {
      advIdentity: 'plesk-promo-banner',
      anchor: 'pleskblock-demo',
      image: m('plesk-banner-desktop.svg', 1200, 300, 'Plesk licences: 10% off and 10% cashback'),
      image_tablet: m('plesk-banner-tablet.svg', 1024, 320, 'Plesk licences: 10% off and 10% cashback'),
      image_mobile: m('plesk-banner-mobile.svg', 600, 420, 'Plesk licences: 10% off and 10% cashback'),
      heading: { title: 'Plesk licence promotion', tag: 'h2' },
      list_items: list('10% off the two most popular licences', '10% cashback over six months'),
    },
  },
];
