import { defineBlock } from '../define';
import { membershipPricingTableFixtures } from './fixture';
import { MembershipPricingTableBlock } from './MembershipPricingTableBlock';
import { membershipPricingTableSchema } from './schema';

export const membershipPricingTableBlock = defineBlock({
  name: 'acf/membership-pricing-table',
  title: 'Membership pricing table',
  schema: membershipPricingTableSchema,
  Component: MembershipPricingTableBlock,
  island: 'MembershipPricingTable',
  fixtures: membershipPricingTableFixtures,
});
