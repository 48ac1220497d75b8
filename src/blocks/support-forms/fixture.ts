import type { BlockFixture } from '../types';

export const supportFormsFixtures: BlockFixture[] = [
  { title: 'Data disclosure request form (inline)', attributes: { advIdentity: 'data-disclosure-form' } },
  { title: 'Domain owner verification form (inline)', attributes: { advIdentity: 'domain-owner-form', heading: { title: 'Verify your domain ownership', tag: 'h2' } } },
  { title: 'DNS abuse report form (inline)', attributes: { advIdentity: 'report-abuse-form' } },
  {
    title: "Domain owner form in a modal 'fixture-domain-owner'",
    attributes: { advIdentity: 'domain-owner-form', modal: { enabled: true, modal_id: 'fixture-domain-owner' } },
  },
  {
    title: 'Plain text block',
    attributes: { advIdentity: 'text', heading: { title: 'Before you write to us', tag: 'h2' }, content: '<p>Most answers are in our <a href="/knowledge-base">knowledge base</a>.</p>' },
  },
];
