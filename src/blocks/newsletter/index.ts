import { defineBlock } from '../define';
import { newsletterBlockFixtures } from './fixture';
import { NewsletterBlock } from './NewsletterBlock';
import { newsletterBlockSchema } from './schema';

export const newsletterBlock = defineBlock({
  name: 'acf/newsletter',
  title: 'Newsletter',
  schema: newsletterBlockSchema,
  Component: NewsletterBlock,
  // Both identities render through the one component (it reads the identity from the attributes).
  variants: { 'news-letter': NewsletterBlock, 'home-news-letter': NewsletterBlock },
  island: 'NewsletterForm',
  fixtures: newsletterBlockFixtures,
});
