import type { BlockFixture } from '../types';

export const sectionHeadingFixtures: BlockFixture[] = [
  { title: 'Section heading, animated when 30% visible (once)', attributes: { heading: { title: 'Everything for resellers', tag: 'h2' }, sub_heading: 'Domains, SSL, e-mail and hosting tools.', animation: { enabled: true, threshold: 30 } } },
  { title: 'centered-section-heading', attributes: { advIdentity: 'centered-section-heading', heading: { title: 'How our Membership works', tag: 'h2' }, sub_heading: 'Three steps to cost price.' } },
  { title: 'promo-heading', attributes: { advIdentity: 'promo-heading', badge: { title: '60% off' }, heading: { title: 'Basic S for $19.99 instead of $49.99', tag: 'h2' }, sub_heading: 'Your first year or 100 domain operations.' } },
  { title: 'spamexperts-section-heading (ours; the section heading on /products/security/spamexperts)', attributes: { advIdentity: 'spamexperts-section-heading', heading: { title: 'Why filter your mail with us', tag: 'h2' } } },
];
