import { defineBlock } from '../define';
import { templatesFixtures } from './fixture';
import { TemplatesBlock } from './TemplatesBlock';
import { templatesBlockSchema } from './schema';

export const templatesBlock = defineBlock({
  name: 'acf/templates',
  title: 'Templates and marketing toolkits',
  schema: templatesBlockSchema,
  Component: TemplatesBlock,
  island: 'Templates',
  fixtures: templatesFixtures,
});
