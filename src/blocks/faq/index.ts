import { defineBlock } from '../define';
import { FaqBlock } from './Faq';
import { faqFixtures } from './fixture';
import { faqSchema } from './schema';

export const faqBlock = defineBlock({
  name: 'acf/faq',
  title: 'FAQ accordion',
  schema: faqSchema,
  Component: FaqBlock,
  island: 'FaqAccordion',
  fixtures: faqFixtures,
});
