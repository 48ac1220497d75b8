import type { BlockFixture } from '../types';

const item = (heading: string, text: string, url: string, image?: string) => ({ heading, text, link: { url }, image: image ? { url: image, alt: '' } : null });

export const mediaResourcesFixtures: BlockFixture[] = [
  {
    title: 'Ebooks, whitepapers and podcasts sorted by their - cat N suffix',
    attributes: {
      heading: { title: 'Resources', tag: 'h2' },
      data: [
        item('The reseller handbook - cat 1', 'Everything about starting a domain reseller business.', '/downloads/reseller-handbook.pdf', '/images/resources/ebook-reseller-handbook.svg'),
        item('NIS2 for registrars - cat 2', 'What the directive asks of registries and registrars.', '/downloads/nis2-for-registrars.pdf', '/images/resources/whitepaper-nis2.svg'),
        item('Episode 1: Domains at cost price - cat 3', 'Why members pay the registry price.', '/audio/episode-1-domains-at-cost-price.mp3', '/images/resources/podcast.svg'),
        item('Episode 2: DNSSEC in ten minutes - cat 3', 'Signing zones without breaking them.', '/audio/episode-2-dnssec-in-ten-minutes.mp3', '/images/resources/podcast.svg'),
      ],
    },
  },
];

export const sdgsFixtures: BlockFixture[] = [
  {
    title: "Three tabs, items in reverse order; the third tab is empty ('No Posts Found!')",
    attributes: {
      data: [
        item('Coding classes for teenagers - cat 1', 'First in the list, shown last.', '/company/sustainability'),
        item('Scholarships for IT students - cat 1', 'Second in the list, shown first.', '/company/sustainability'),
        item('Accessible websites for charities - cat 2', 'Free domains and hosting for charities.', '/company/sustainability'),
      ],
    },
  },
];

export const cybersecurityTabsFixtures: BlockFixture[] = [
  {
    title: 'Cybersecurity news, legislation and threats (reverse order per tab)',
    attributes: {
      data: [
        item('Phishing trends this quarter - cat 1', 'Look-alike domains keep growing.', '/blog/cybersecurity/phishing-domains-takedown-playbook'),
        item('NIS2 in practice - cat 2', 'Registration data checks and deadlines.', '/blog/cybersecurity/nis2-what-resellers-need-to-know'),
        item('Lock your most valuable domains - cat 3', 'Registry lock explained.', '/blog/cybersecurity/registry-lock-explained'),
      ],
    },
  },
];
