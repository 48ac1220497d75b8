import { defineBlock } from '../define';
import { membershipTierTableFixtures } from './fixture';
import { MembershipTierTableBlock } from './MembershipTierTable';
import { membershipTierTableSchema } from './schema';

export const membershipTierTableBlock = defineBlock({
  name: 'acf/membership-tier-table',
  title: 'Membership tier table',
  schema: membershipTierTableSchema,
  Component: MembershipTierTableBlock,
  island: 'MembershipPrice, CurrencyNote',
  fixtures: membershipTierTableFixtures,
});
