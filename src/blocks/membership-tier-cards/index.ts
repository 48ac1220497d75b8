import { defineBlock } from '../define';
import { membershipTierCardsFixtures } from './fixture';
import { MembershipTierCardsBlock } from './MembershipTierCards';
import { membershipTierCardsSchema } from './schema';

export const membershipTierCardsBlock = defineBlock({
  name: 'acf/membership-tier-cards',
  title: 'Membership tier cards',
  schema: membershipTierCardsSchema,
  Component: MembershipTierCardsBlock,
  island: 'MembershipPrice, PriceText, InfoTooltip',
  fixtures: membershipTierCardsFixtures,
});
