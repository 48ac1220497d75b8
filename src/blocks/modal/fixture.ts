import type { BlockFixture } from '../types';

export const modalFixtures: BlockFixture[] = [
  {
    title: "Modal 'fixture-video-modal' (opened by the Button block's third fixture)",
    attributes: { modal_id: 'fixture-video-modal', heading: { title: 'How membership pays for itself' } },
    innerBlocks: [
      {
        name: 'acf/rich-text',
        attributes: { content: 'Members buy domains at <strong>cost price</strong>: Basic S pays for itself from about 30 domains a year.' },
        innerBlocks: [],
      },
    ],
  },
];
