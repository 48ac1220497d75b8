import type { BlockFixture } from '../types';

export const headingBlockFixtures: BlockFixture[] = [
  {
    title: 'Section heading (h2) with sub heading',
    attributes: { heading: { title: 'Domains at <mark>cost price</mark>', tag: 'h2' }, sub_heading: 'More than 1,900 domain extensions.', align: 'center' },
  },
  {
    title: 'Invalid tag falls back to h3',
    attributes: { heading: { title: 'Registrar since 2004', tag: 'h9' } },
  },
  {
    title: 'Animated heading, revealed when half visible, once',
    attributes: { heading: { title: 'ISO 27001 certified', tag: 'h2' }, animation: { enabled: true, threshold: 50 } },
  },
];
