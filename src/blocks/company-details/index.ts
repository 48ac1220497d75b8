import { defineBlock } from '../define';
import { CompanyDetailsBlock } from './CompanyDetails';
import { companyDetailsFixtures } from './fixture';
import { companyDetailsSchema } from './schema';

export const companyDetailsBlock = defineBlock({
  name: 'acf/company-details',
  title: 'Company details',
  schema: companyDetailsSchema,
  Component: CompanyDetailsBlock,
  fixtures: companyDetailsFixtures,
});
