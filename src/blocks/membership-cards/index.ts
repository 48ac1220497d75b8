import { defineBlock } from '../define';
import { membershipCardsFixtures } from './fixture';
import { MembershipCardsBlock } from './MembershipCardsBlock';
import { membershipCardsSchema } from './schema';

export const membershipCardsBlock = defineBlock({
  name: 'acf/membership-cards',
  title: 'Membership cards',
  schema: membershipCardsSchema,
  Component: MembershipCardsBlock,
  island: 'MembershipCards',
  fixtures: membershipCardsFixtures,
});
