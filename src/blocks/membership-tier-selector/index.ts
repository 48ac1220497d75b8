import { defineBlock } from '../define';
import { membershipTierSelectorFixtures } from './fixture';
import { MembershipTierSelectorBlock } from './MembershipTierSelector';
import { membershipTierSelectorSchema } from './schema';

export const membershipTierSelectorBlock = defineBlock({
  name: 'acf/membership-tier-selector',
  title: 'Membership tier selector',
  schema: membershipTierSelectorSchema,
  Component: MembershipTierSelectorBlock,
  island: 'TierSelector',
  fixtures: membershipTierSelectorFixtures,
});
