import type { BlockFixture } from '../types';

export const savingsCalculatorFixtures: BlockFixture[] = [
  { title: 'Savings calculator', attributes: { heading: { title: 'How much do Members save?', tag: 'h2' } } },
];
