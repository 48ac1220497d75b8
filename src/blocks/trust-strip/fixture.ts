import type { BlockFixture } from '../types';

const IMG = '/images/social';

export const trustStripFixtures: BlockFixture[] = [
  {
    title: 'Three metrics (a fourth is cut), default badge text',
    attributes: {
      metrics: [
        { pre: 'Registrar since', value: '2004' },
        { value: '1,900+', post: 'domain extensions' },
        { value: '2.5M+', post: 'domains managed' },
        { value: '99%', post: 'not shown: a fourth metric' },
      ],
      badges: [
        { url: `${IMG}/badge-iso-27001.svg`, alt: 'ISO 27001', width: 120, height: 120 },
        { url: `${IMG}/badge-gdpr.svg`, alt: 'GDPR', width: 120, height: 120 },
        { url: `${IMG}/badge-nis2.svg`, alt: 'NIS2', width: 120, height: 120 },
      ],
    },
  },
  {
    title: 'Own badge text, no badge images',
    attributes: { metrics: [{ value: '69%', post: 'saved on renewals' }], badge_text: 'ICANN-accredited registrar' },
  },
];
