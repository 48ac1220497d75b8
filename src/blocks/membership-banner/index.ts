import { defineBlock } from '../define';
import { membershipBannerFixtures } from './fixture';
import { DefaultBanner, MembershipLandingBanner } from './MembershipBanner';
import { bannerSchema } from './schema';

/**
 * The banner block with its membership-landing-page identity. When the marketing-blocks work
 * brings the banner with its other identities, its definition takes this variant
 * ('membership-landing-page': MembershipLandingBanner) and this registration goes.
 */
export const membershipBannerBlock = defineBlock({
  name: 'acf/banner',
  title: 'Banner',
  schema: bannerSchema,
  Component: DefaultBanner,
  variants: { 'membership-landing-page': MembershipLandingBanner },
  fixtures: membershipBannerFixtures,
});
