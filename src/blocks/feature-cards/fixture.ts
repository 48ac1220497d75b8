import type { BlockFixture } from '../types';

const IMG = '/images/social';

export const featureCardsFixtures: BlockFixture[] = [
  {
    title: 'Cards with features (icon, title, bullets): 5 features shown when wider than 700 px',
    attributes: {
      heading: { title: 'Everything a reseller needs', tag: 'h2' },
      cards: [
        {
          icon: { url: `${IMG}/icon-domains.svg`, alt: '' },
          title: 'Domains',
          bullets: ['1,900+ extensions', 'Cost price for members', 'Bulk registration and transfer', 'Free whois privacy', 'DNSSEC on every zone', 'Auth codes by API', 'Expiry reminders'],
          button: { title: 'Domain prices', url: '/domains/domain-prices', type: 'transparent' },
        },
        {
          icon: { url: `${IMG}/icon-ssl.svg`, alt: '' },
          title: 'SSL certificates',
          bullets: ['DV, OV and EV', 'From {product:ssl-dv} per year', 'Issued in minutes', 'Free reissues'],
        },
        {
          icon: { url: `${IMG}/icon-dns.svg`, alt: '' },
          title: 'Premium DNS',
          bullets: ['Anycast network', '100% uptime SLA', 'GeoDNS', 'DDoS mitigation', 'Secondary DNS', 'Query analytics'],
        },
      ],
    },
  },
  {
    title: 'Cards in the image, heading, text and highlights.default shape (two columns)',
    attributes: {
      columns: 'two',
      items: [
        { image: { url: `${IMG}/webinar-1.svg`, alt: '', width: 640, height: 360 }, heading: { title: 'Membership' }, text: '<p>Cost-price domains and marketing funds.</p>', highlights: { default: ['Basic from {plan:basic_s:yearly} a year', 'Professional from {plan:professional_s:yearly} a year'] } },
        { image: { url: `${IMG}/webinar-3.svg`, alt: '', width: 640, height: 360 }, heading: { title: 'Compliance' }, text: '<p>Audited every year.</p>', highlights: { default: ['ISO 27001', 'GDPR', 'NIS2'] } },
      ],
    },
  },
];
