import { defineBlock } from '../define';
import {
  BlackFridayListBanner,
  CenteredLongTextAndImageBanner,
  CybersecurityHubHeaderBanner,
  DefaultBanner,
  LongTextListButtonLeftBanner,
  LongTextListButtonLeftV2Banner,
  LongTextListLeftImageBanner,
  PleskPromoBanner,
  SslLandingBanner,
  SslLandingListBanner,
} from './Banner';
import { MembershipLandingBanner } from './MembershipBanner';
import { membershipLandingBannerFixture } from './membership-fixture';
import { bannerFixtures } from './fixture';
import { bannerSchema } from './schema';

/**
 * acf/banner. Variants by advIdentity (pricing "Block registry"); membership-landing-page is the
 * memberships' identity (MembershipBanner.tsx: the landing banner, and the coupon hero on the
 * coupon path). plesk-promo-banner is ours (the spec describes the banner by its pages).
 *
 * Spec: content-layer.md §2; pricing-and-catalogue.md §3 "Banner", "Block registry".
 */
export const bannerBlock = defineBlock({
  name: 'acf/banner',
  title: 'Banner',
  schema: bannerSchema,
  Component: DefaultBanner,
  variants: {
    'long-text-list-button-left': LongTextListButtonLeftBanner,
    'centered-long-text-and-image': CenteredLongTextAndImageBanner,
    'long-text-list-button-left-v2': LongTextListButtonLeftV2Banner,
    'black-friday-list': BlackFridayListBanner,
    'long-text-list-left-image': LongTextListLeftImageBanner,
    cybersecurity_content_hub_header: CybersecurityHubHeaderBanner,
    'ssl-lp': SslLandingBanner,
    'ssl-lp-list': SslLandingListBanner,
    'plesk-promo-banner': PleskPromoBanner,
    'membership-landing-page': MembershipLandingBanner,
  },
  island: 'PleskBlockScroll (Plesk promo banner), OpenModalButton (cybersecurity header)',
  fixtures: [...bannerFixtures, membershipLandingBannerFixture],
});
