import { defineBlock } from '../define';
import { leadFormBlockFixtures } from './fixture';
import { LeadFormBlock } from './LeadFormBlock';
import { leadFormBlockSchema } from './schema';

export const leadFormBlock = defineBlock({
  name: 'acf/lead-form',
  title: 'Form block (embedded lead form)',
  schema: leadFormBlockSchema,
  Component: LeadFormBlock,
  island: 'LeadForm',
  fixtures: leadFormBlockFixtures,
});
