import type { BlockFixture } from '../types';

const IMG = '/images/social';

export const badgeImagesFixtures: BlockFixture[] = [
  {
    title: 'Certification badges (url, alt)',
    attributes: {
      heading: { title: 'Certified and accredited', tag: 'h2' },
      badges: [
        { url: `${IMG}/badge-icann.svg`, alt: 'ICANN-accredited registrar', width: 120, height: 120 },
        { url: `${IMG}/badge-iso-27001.svg`, alt: 'ISO 27001 certified', width: 120, height: 120 },
        { url: `${IMG}/badge-gdpr.svg`, alt: 'GDPR compliant', width: 120, height: 120 },
        { url: `${IMG}/badge-nis2.svg`, alt: 'NIS2 ready', width: 120, height: 120 },
        { url: 'javascript:alert(1)', alt: 'dropped: unsafe url' },
      ],
    },
  },
];
