import { defineBlock } from '../define';
import { CareersBlock } from './CareersBlock';
import { careersFixtures } from './fixture';
import { careersSchema } from './schema';

export const careersBlock = defineBlock({
  name: 'acf/careers',
  title: 'Careers (recruiting widget)',
  schema: careersSchema,
  Component: CareersBlock,
  island: 'Careers',
  fixtures: careersFixtures,
});
