import { defineBlock } from '../define';
import { heroFixtures } from './fixture';
import { BasicTwoColumnHero, DefaultHero, HomepageHero, LongTextRightImageHero, PromoCarouselHero, VerticalHero } from './Hero';
import { HomeCarouselHero, HomeHero, MembershipHeroBanner } from './HomeHeroes';
import {
  AboutUsHero,
  BlackFridayTldHero,
  ClickableBannerHero,
  ClickablePromotionsBannerHero,
  DomainRegistrationHero,
  EmailPageHero,
  HomepageMemberPackageHero,
  SslLandingHero,
  WallOfLoveHero,
  WhmcsLongTextHero,
} from './MarketingHeroes';
import { DomainTransferHero, PleskHero, RedCtaHero, SpamExpertsHero } from './PathHeroes';
import { heroSchema } from './schema';

/**
 * acf/hero. Variants by advIdentity, spellings as the content system sends them. Without a variant
 * identity it is the generic hero (layout
 * image-right / image-left / center), which becomes the path's hero on the spec's special paths.
 * Identities marked "ours" are not named by the spec (it describes the hero but gives no tag).
 *
 * Spec: content-layer.md §2 "Hero variants"; pricing-and-catalogue.md §2, §3 "Generic hero".
 */
export const heroBlock = defineBlock({
  name: 'acf/hero',
  title: 'Hero',
  schema: heroSchema,
  Component: DefaultHero,
  variants: {
    'basic-two-column-hero-banner': BasicTwoColumnHero,
    // Spelling as the content system sends it.
    'verticle-hero': VerticalHero,
    'ssl-lp': SslLandingHero,
    'domain-registration': DomainRegistrationHero,
    'wall-of-love-banner': WallOfLoveHero,
    'email-page': EmailPageHero,
    black_friday_tld_hero: BlackFridayTldHero,
    'home-page-long-text-right-image': LongTextRightImageHero,
    'whmcs-long-text-right-image': WhmcsLongTextHero,
    'banner-clickable': ClickableBannerHero,
    'banner-clickable-promotions': ClickablePromotionsBannerHero,
    homepage_hero: HomepageHero,
    homepage_member_package: HomepageMemberPackageHero,
    'membership-hero-banner': MembershipHeroBanner,
    'promo-carousel': PromoCarouselHero,
    // The generic hero's centred layout; image-left/right are layouts too.
    'center-image': DefaultHero,
    'image-left': DefaultHero,
    'image-right': DefaultHero,
    // Ours: the pricing spec's home heroes and path heroes, also reachable by path (src/lib/marketing/paths.ts).
    'home-hero': HomeHero,
    'home-hero-carousel': HomeCarouselHero,
    'about-us-hero': AboutUsHero,
    'domain-transfer-hero': DomainTransferHero,
    'red-cta-hero': RedCtaHero,
    'plesk-hero': PleskHero,
    'spamexperts-hero': SpamExpertsHero,
  },
  island: 'ReadMore, DomainSearchForm, PromoCarousel, AutoCarousel, ScrollDownButton, BackgroundVideo, VideoPlayer (email-page modal)',
  fixtures: heroFixtures,
});

/** acf/domain-registration-hero: an alias of acf/hero domain-registration, defined beside it. */
export { registrationHeroBlock } from './registration-hero';
