import type { BlockFixture } from '../types';

const item = (title: string, link: string, description: string) => ({ fields: { title, link, description } });

export const glossaryFixtures: BlockFixture[] = [
  {
    title: 'A few terms (letters without entries greyed; search as you type)',
    attributes: {
      heading: { title: 'Domain glossary', tag: 'h2' },
      items: [
        item('DNSSEC', 'dnssec', 'Signatures on DNS data, so validating resolvers can detect forged answers.'),
        item('Auth code', 'auth-code', 'The code that proves the right to transfer a domain to another registrar.'),
        item('Registrar', 'registrar', 'A company accredited to register domains at registries.'),
        item('Registry lock', 'registry-lock', 'Server-side statuses that stop any change until a verified, manual request lifts them.'),
        item('TTL', 'ttl', 'How long resolvers may cache a DNS record, in seconds.'),
      ],
    },
  },
];
