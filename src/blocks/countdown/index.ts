import { defineBlock } from '../define';
import { CountdownBlock } from './Countdown';
import { countdownBlockFixtures } from './fixture';
import { countdownBlockSchema } from './schema';

export const countdownBlock = defineBlock({
  name: 'acf/countdown',
  title: 'Countdown',
  schema: countdownBlockSchema,
  Component: CountdownBlock,
  island: 'CountdownTimer',
  fixtures: countdownBlockFixtures,
});
