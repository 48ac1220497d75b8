import type { BlockFixture } from '../types';

export const webSecToolFixtures: BlockFixture[] = [
  { title: 'Web security tool with the catalogue texts', attributes: {} },
  { title: 'Web security tool with a custom hero title', attributes: { title: 'How secure is your website?', sub_heading: 'A free scan in under a minute.' } },
];
