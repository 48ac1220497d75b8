import { defineBlock } from '../define';
import { membershipPricingClassicFixtures } from './fixture';
import { MembershipPricingClassicBlock } from './MembershipPricingClassic';
import { membershipPricingClassicSchema } from './schema';

export const membershipPricingClassicBlock = defineBlock({
  name: 'acf/membership-pricing',
  title: 'Membership pricing (older block, display prices)',
  schema: membershipPricingClassicSchema,
  Component: MembershipPricingClassicBlock,
  island: 'MembershipPricingTable',
  fixtures: membershipPricingClassicFixtures,
});
