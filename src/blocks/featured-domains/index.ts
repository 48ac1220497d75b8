import { defineBlock } from '../define';
import { FeaturedDomainsBlock } from './FeaturedDomainsBlock';
import { featuredDomainsFixtures } from './fixture';
import { featuredDomainsSchema } from './schema';

export const featuredDomainsBlock = defineBlock({
  name: 'acf/featured-domains',
  title: 'Featured domains grid',
  schema: featuredDomainsSchema,
  Component: FeaturedDomainsBlock,
  island: 'FeaturedDomains',
  fixtures: featuredDomainsFixtures,
});
