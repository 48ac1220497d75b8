import type { BlockFixture } from '../types';

/** The site's topic icons (public/images/icons). */
const icon = (name: string) => ({ url: `/images/icons/${name}.svg`, width: 64, height: 64, alt: '' });

export const whyChooseUsFixtures: BlockFixture[] = [
  {
    title: "Why choose us: the sales argument, trust points and buttons beside the reasons",
    attributes: {
      heading: { title: 'Why web hosters, agencies and domain investors choose us', tag: 'h2' },
      sub_heading: 'More than 20 years in business, ISO 27001 certified, no surprise renewal hikes.',
      points: ['Registrar since 2004', 'ISO 27001 certified', 'No surprise renewal hikes'],
      button: { title: 'Compare memberships', url: '/membership-plans' },
      items: [
        { icon: icon('cost-price'), heading: { title: 'Domains at cost price' }, text: '<p>More than 1,900 domain extensions.</p>', link: '/domains/domain-prices' },
        { icon: icon('transfer'), title: 'Bulk transfers', text: '<p>Move whole portfolios in one go.</p>', button: { title: 'Transfer domains', url: '/domains/domain-transfer', type: 'transparent', size: 'small' } },
        { icon: icon('certified'), title: 'ISO 27001 certified', text: '<p>Audited every year.</p>' },
        { icon: icon('toolkit'), title: 'A control panel and an API', text: '<p>Automate every operation.</p>' },
      ],
    },
  },
];
