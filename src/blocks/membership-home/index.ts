import { defineBlock } from '../define';
import { homeMembershipsFixtures } from './fixture';
import { HomeMembershipsOverview, HomeMembershipsPromotion, HomeMembershipsSignUp } from './HomeMemberships';
import { homeMembershipsSchema } from './schema';

export const homeMembershipsBlock = defineBlock({
  name: 'acf/home-memberships',
  title: 'Home memberships',
  schema: homeMembershipsSchema,
  Component: HomeMembershipsOverview,
  variants: {
    'home-memberships': HomeMembershipsOverview,
    'pricing-promotion': HomeMembershipsPromotion,
    member_sign_up: HomeMembershipsSignUp,
  },
  island: 'MembershipPrice, PriceText, PromoPrice',
  fixtures: homeMembershipsFixtures,
});
