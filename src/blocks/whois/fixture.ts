import type { BlockFixture } from '../types';

export const whoisBlockFixtures: BlockFixture[] = [
  { title: 'Whois lookup (no heading)', attributes: {} },
  {
    title: 'Whois lookup with heading and intro',
    attributes: { heading: { title: 'Whois lookup', tag: 'h1' }, sub_heading: 'Who owns a domain name, and until when?' },
  },
];
