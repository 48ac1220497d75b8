import type { BlockFixture } from '../types';

export const contactHubFixtures: BlockFixture[] = [
  { title: "'How can we help?' with five cards", attributes: {} },
];
