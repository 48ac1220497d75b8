import type { BlockFixture } from '../types';

const items = [
  { heading: 'How many domain extensions can I sell?', text: '<p>More than 1,900. See <a href="/domains/domain-prices">all prices</a>.</p>', is_open: true },
  { heading: 'What does a membership cost?', text: '<p>Basic S is {plan:basic_s:yearly} per year for up to {plan:basic_s:domains} domain operations.</p>', is_open: false },
  { heading: 'Can I transfer domains in bulk?', text: '<p>Yes, members transfer in bulk from the control panel or the API.</p>', is_open: false },
];

export const faqFixtures: BlockFixture[] = [
  { title: "type 'toggle': one item open at a time", attributes: { heading: { title: 'Frequently asked questions', tag: 'h2' }, type: 'toggle', items } },
  { title: 'Any other type: items open independently', attributes: { type: 'list', items } },
  { title: 'With search, no side heading (as on /faq): filters by heading, case-insensitive', attributes: { heading: { title: 'Not shown with search', tag: 'h2' }, search: 'on', items } },
];
