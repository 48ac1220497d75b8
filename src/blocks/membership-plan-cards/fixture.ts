import type { BlockFixture } from '../types';

export const membershipPlanCardsFixtures: BlockFixture[] = [
  { title: 'Basic S, M and L (the Basic S offer ended on 2025-03-31)', attributes: { heading: { title: 'Basic memberships', tag: 'h2' } } },
  {
    title: 'Basic S offer copy while the offer runs (offer_ends set in the future for the catalogue)',
    attributes: { heading: { title: 'Basic memberships', tag: 'h2' }, offer_ends: '2099-03-31' },
  },
];
