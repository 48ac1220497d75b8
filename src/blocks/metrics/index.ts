import { defineBlock } from '../define';
import { metricsFixtures } from './fixture';
import { Metrics } from './Metrics';
import { metricsBlockSchema } from './schema';

export const metricsBlock = defineBlock({
  name: 'acf/metrics',
  title: 'Metrics',
  schema: metricsBlockSchema,
  Component: Metrics,
  island: 'CountUp',
  fixtures: metricsFixtures,
});
