import { defineBlock } from '../define';
import { supportFormsFixtures } from './fixture';
import { supportFormsSchema } from './schema';
import { SupportFormsBlock } from './SupportForms';

export const supportFormsBlock = defineBlock({
  name: 'acf/support-forms',
  title: 'Support forms',
  schema: supportFormsSchema,
  Component: SupportFormsBlock,
  island: 'DisclosureForm / DomainOwnerForm / AbuseReportForm',
  fixtures: supportFormsFixtures,
});
