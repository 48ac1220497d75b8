import type { BlockFixture } from '../types';

const FIXTURE_ICONS = ['domains', 'ssl', 'transfer', 'support'];
const icon = (n: number) => ({ url: `/images/icons/${FIXTURE_ICONS[n % FIXTURE_ICONS.length]}.svg`, width: 64, height: 64, alt: '' });

export const whyChooseUsFixtures: BlockFixture[] = [
  {
    title: "Why choose us: the sales argument, trust points and buttons beside the reasons",
    attributes: {
      heading: { title: 'Why web hosters, agencies and domain investors choose us', tag: 'h2' },
      sub_heading: 'More than 20 years in business, ISO 27001 certified, no surprise renewal hikes.',
      points: ['Registrar since 2004', 'ISO 27001 certified', 'No surprise renewal hikes'],
      button: { title: 'Compare memberships', url: '/membership-plans' },
      items: [
        { icon: icon(0), heading: { title: 'Domains at cost price' }, text: '<p>More than 1,900 domain extensions.</p>', link: '/domains/domain-prices' },
        { icon: icon(1), title: 'Bulk transfers', text: '<p>Move whole portfolios in one go.</p>', button: { title: 'Transfer domains', url: '/domains/domain-transfer', type: 'transparent', size: 'small' } },
        { icon: icon(2), title: 'ISO 27001 certified', text: '<p>Audited every year.</p>' },
        { icon: icon(3), title: 'A control panel and an API', text: '<p>Automate every operation.</p>' },
      ],
    },
  },
];
