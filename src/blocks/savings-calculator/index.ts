import { defineBlock } from '../define';
import { savingsCalculatorFixtures } from './fixture';
import { savingsCalculatorSchema } from './schema';
import { SavingsCalculatorBlock } from './SavingsCalculatorBlock';

export const savingsCalculatorBlock = defineBlock({
  name: 'acf/savings-calculator',
  title: 'Savings calculator',
  schema: savingsCalculatorSchema,
  Component: SavingsCalculatorBlock,
  island: 'SavingsCalculator',
  fixtures: savingsCalculatorFixtures,
});
