import { defineBlock } from '../define';
import { DomainSearchBlock } from './DomainSearch';
import { domainSearchFixtures } from './fixture';
import { domainSearchSchema } from '@/components/blocks/domain-search/schema';

export const domainSearchBlock = defineBlock({
  name: 'acf/domain-search',
  title: 'Domain search',
  schema: domainSearchSchema,
  Component: DomainSearchBlock,
  island: 'DomainSearchForm',
  fixtures: domainSearchFixtures,
});
