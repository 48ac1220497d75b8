import { defineBlock } from '../define';
import { trustStripFixtures } from './fixture';
import { trustStripSchema } from './schema';
import { TrustStrip } from './TrustStrip';

export const trustStripBlock = defineBlock({
  name: 'acf/trust-strip',
  title: 'Trust strip',
  schema: trustStripSchema,
  Component: TrustStrip,
  island: 'CountUp',
  fixtures: trustStripFixtures,
});
