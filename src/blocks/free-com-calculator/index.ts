import { defineBlock } from '../define';
import { freeComCalculatorFixtures } from './fixture';
import { FreeComCalculatorBlock } from './FreeComCalculatorBlock';
import { freeComCalculatorSchema } from './schema';

export const freeComCalculatorBlock = defineBlock({
  name: 'acf/free-com-calculator',
  title: 'Free .com calculator',
  schema: freeComCalculatorSchema,
  Component: FreeComCalculatorBlock,
  island: 'FreeComCalculator',
  fixtures: freeComCalculatorFixtures,
});
