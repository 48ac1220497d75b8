import { defineBlock } from '../define';
import { scriptBlockFixtures } from './fixture';
import { scriptBlockSchema } from './schema';
import { ScriptBlock } from './Script';

export const scriptBlock = defineBlock({
  name: 'acf/script',
  title: 'Script',
  schema: scriptBlockSchema,
  Component: ScriptBlock,
  island: 'ScriptRunner',
  fixtures: scriptBlockFixtures,
});
