import type { BlockFixture } from '../types';

export const sectionHeadingFixtures: BlockFixture[] = [
  { title: 'Section heading, animated when 30% visible (once)', attributes: { heading: { title: 'Everything for resellers', tag: 'h2' }, sub_heading: 'Domains, SSL, e-mail and hosting tools.', animation: { enabled: true, threshold: 30 } } },
  { title: 'centered-section-heading', attributes: { advIdentity: 'centered-section-heading', heading: { title: 'How our Membership works', tag: 'h2' }, sub_heading: 'Three steps to cost price.' } },
  { title: 'promo-heading', attributes: { advIdentity: 'promo-heading', badge: { title: '{plan:basic_s:off} off' }, heading: { title: 'Basic S for {plan:basic_s:promo} instead of {plan:basic_s:yearly}', tag: 'h2' }, sub_heading: 'Your first year or {plan:basic_s:domains} domain operations.' } },
  { title: 'spamexperts-section-heading (ours; the section heading on /products/security/spamexperts)', attributes: { advIdentity: 'spamexperts-section-heading', heading: { title: 'Why filter your mail with us', tag: 'h2' } } },
];
