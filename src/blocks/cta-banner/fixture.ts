import type { BlockFixture } from '../types';

export const ctaBannerFixtures: BlockFixture[] = [
  {
    title: 'Default dark banner with two buttons',
    attributes: {
      heading: { title: 'Sign up today', tag: 'h2' },
      content: '<p>Domains at cost price, savings up to 69% and marketing funds for members.</p>',
      button: { title: 'Sign up today', url: '/membership-plans' },
      button_2: { title: 'Talk to sales', url: '/company/contact-us/sales-inquiries', type: 'borderless' },
    },
  },
  {
    title: 'Split gradient background',
    attributes: {
      heading: { title: 'Transfer your portfolio', tag: 'h2' },
      sub_heading: 'Bulk transfers at cost price.',
      button: { title: 'Transfer domains', url: '/domains/domain-transfer' },
      bgColorLeft: { enabled: true, type: 'solid', solidColor: '#fef3c7', opacity: 100 },
      bgColorRight: { enabled: true, type: 'solid', solidColor: '#dbeafe', opacity: 60 },
    },
  },
];
