import { defineBlock } from '../define';
import { webSecToolFixtures } from './fixture';
import { webSecToolSchema } from './schema';
import { WebSecToolBlock } from './WebSecToolBlock';

export const webSecToolBlock = defineBlock({
  name: 'acf/web-sec-tool',
  title: 'Web security tool',
  schema: webSecToolSchema,
  Component: WebSecToolBlock,
  island: 'WebSecTool',
  fixtures: webSecToolFixtures,
});
