import { defineBlock } from '../define';
import { glossaryFixtures } from './fixture';
import { GlossaryBlock } from './GlossaryBlock';
import { glossaryBlockSchema } from './schema';

export const glossaryBlock = defineBlock({
  name: 'acf/glossary',
  title: 'Glossary',
  schema: glossaryBlockSchema,
  Component: GlossaryBlock,
  island: 'Glossary',
  fixtures: glossaryFixtures,
});
