import type { BlockFixture } from '../types';

export const membershipPlanCardsFixtures: BlockFixture[] = [
  { title: 'Basic S, M and L (the Basic S offer shows while a membership promotion prices Basic S)', attributes: { heading: { title: 'Basic memberships', tag: 'h2' } } },
];
