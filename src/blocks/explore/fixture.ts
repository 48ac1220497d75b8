import type { BlockFixture } from '../types';

const item = (title: string, slug: string, description: string) => ({ fields: { title, slug, description } });

export const exploreFixtures: BlockFixture[] = [
  {
    title: 'Topics with Explore buttons (search as you type)',
    attributes: {
      heading: { title: 'Explore', tag: 'h2' },
      items: [
        item('Domain names', 'domain-names', 'Extensions, transfers, renewals and the life of a domain.'),
        item('DNS', 'dns', 'Records, TTLs, DNSSEC and keeping domains resolving.'),
        item('Email security', 'email-security', 'SPF, DKIM, DMARC and filtering.'),
      ],
    },
  },
];
