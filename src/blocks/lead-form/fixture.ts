import type { BlockFixture } from '../types';

export const leadFormBlockFixtures: BlockFixture[] = [
  {
    title: 'Inline, size large (first-party form: no marketing-form portal configured)',
    attributes: {
      form_data: { portal_id: '1234567', form_id: 'a1b2c3d4-sales', lang: 'en', group_by_dept: 'off' },
      unique_id: 'sales-lead',
      size: 'large',
      button_type: 'primary',
      form_heading: { title: 'Talk to our reseller team', tag: 'h2' },
      form_text: 'Moving a portfolio or starting a reseller business? Tell us what you need and we will get back to you within one working day.',
    },
  },
  {
    title: "In a modal (id 'lead-form'), opened by its button",
    attributes: {
      form_data: { portal_id: '1234567', form_id: 'a1b2c3d4-demo' },
      unique_id: 'demo-lead',
      button_type: 'secondary',
      form_heading: { title: 'Book a demo', tag: 'h2' },
      form_text: 'See the control panel with one of our specialists.',
      modal: { enabled: 'on', modal_id: 'lead-form' },
      button: { title: 'Book a demo', type: 'primary', size: 'large' },
    },
  },
];
