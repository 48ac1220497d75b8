import type { BlockFixture } from '../types';

export const companyDetailsFixtures: BlockFixture[] = [
  { title: 'Imprint: the legal identity from the company record', attributes: { show: 'imprint' } },
  { title: 'Contact: sales e-mail, phone with sales hours, address', attributes: { show: 'contact', channels: ['sales'], hours: 'sales', address: true, heading: { title: 'Talk to sales', tag: 'h2' } } },
];
