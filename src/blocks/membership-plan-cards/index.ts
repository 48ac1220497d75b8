import { defineBlock } from '../define';
import { membershipPlanCardsFixtures } from './fixture';
import { MembershipPlanCardsBlock } from './MembershipPlanCards';
import { membershipPlanCardsSchema } from './schema';

export const membershipPlanCardsBlock = defineBlock({
  name: 'acf/membership-plan-cards',
  title: 'Membership plan cards (Basic S/M/L)',
  schema: membershipPlanCardsSchema,
  Component: MembershipPlanCardsBlock,
  island: 'MembershipPrice, OfferLine',
  fixtures: membershipPlanCardsFixtures,
});
