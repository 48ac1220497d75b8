import { bannerBlock } from './banner';
import { buttonBlock } from './button';
import { companyDetailsBlock } from './company-details';
import { contactHubBlock } from './contact-hub';
import { cardGridBlock } from './card-grid';
import { countdownBlock } from './countdown';
import { ctaBannerBlock } from './cta-banner';
import { domainSearchBlock } from './domain-search';
import { faqBlock } from './faq';
import { headingBlock } from './heading';
import { heroBlock, registrationHeroBlock } from './hero';
import { modalBlock } from './modal';
import { paginationBlock } from './pagination';
import { richTextBlock } from './rich-text';
import { dynamicPricingTableBlock } from './dynamic-pricing-table';
import { featuredDomainsBlock } from './featured-domains';
import { homeTldSearchBlock } from './home-tld-search';
import { priceBannerBlock } from './price-banner';
import { bbqPromoBlock } from './bbq-promo';
import { sportsPromoGridBlock } from './sports-promo-grid';
import { freeComCalculatorBlock } from './free-com-calculator';
import { promoHeroBlock } from './promo-hero';
import { promotionsBrowserBlock } from './promotions-browser';
import { promotionsPriceTableBlock } from './promotions-price-table';
import { savingsCalculatorBlock } from './savings-calculator';
import { tldDetailsBlock } from './tld-details';
import { tldHighlightBlock } from './tld-highlight';
import { tldLandingHeroBlock } from './tld-landing-hero';
import { tldListBlock } from './tld-list';
import { tldPriceSearchBlock } from './tld-price-search';
import { tldPriceTableBlock } from './tld-price-table';
import { supportFormsBlock } from './support-forms';
import { scriptBlock } from './script';
import { videoBlock } from './video';
import { testimonialsBlock } from './testimonials';
import { testimonialsWallBlock } from './testimonials-wall';
import { testimonialCarouselBlock } from './testimonial-carousel';
import { metricsBlock } from './metrics';
import { trustStripBlock } from './trust-strip';
import { partnerLogosBlock } from './partner-logos';
import { badgeImagesBlock } from './badge-images';
import { featureCardsBlock } from './feature-cards';
import { timelineBlock } from './timeline';
import { customerStoriesBlock } from './customer-stories';
import { careersBlock } from './careers';
import { rolesBlock } from './roles';
import { webinarListBlock } from './webinar-list';
import { productPricingBlock } from './product-pricing';
import { featureComparisonBlock } from './feature-comparison';
import { productTableBlock } from './product-table';
import { priceTableBlock } from './price-table';
import { featuresBlock } from './features';
import { marketingSectionBlock } from './marketing-section';
import { sectionGridBlock } from './section-grid';
import { sectionHeadingBlock } from './section-heading';
import { whyChooseUsBlock } from './why-choose-us';
import { textAndImageBlock } from './text-and-image';
import { textBlock } from './text-block';
import type { RegisteredBlock } from './types';
import { membershipCardsBlock } from './membership-cards';
import { homeMembershipsBlock } from './membership-home';
import { membershipPlanCardsBlock } from './membership-plan-cards';
import { membershipPricingClassicBlock } from './membership-pricing-classic';
import { membershipPricingTableBlock } from './membership-pricing-table';
import { membershipTierCardsBlock } from './membership-tier-cards';
import { membershipTierSelectorBlock } from './membership-tier-selector';
import { membershipTierTableBlock } from './membership-tier-table';
import { blogCardsBlock } from './blog-cards';
import { recommendedBlogsBlock } from './blog-carousel';
import { blogHubBlock } from './blog-hub';
import { exploreBlock } from './explore';
import { featuredBlogBlock } from './featured-blog';
import { glossaryBlock } from './glossary';
import { cybersecurityTabsBlock, mediaResourcesBlock, sdgsBlock } from './resource-tabs';
import { templatesBlock } from './templates';
import { webSecToolBlock } from './web-sec-tool';
import { whoisBlock } from './whois';
import { leadFormBlock } from './lead-form';
import { newsletterBlock } from './newsletter';

/** The membership blocks (plans, tiers and prices from the membership facts). */
export const membershipBlocks: RegisteredBlock[] = [
  membershipPricingTableBlock,
  membershipPricingClassicBlock,
  membershipCardsBlock,
  membershipPlanCardsBlock,
  membershipTierSelectorBlock,
  membershipTierTableBlock,
  membershipTierCardsBlock,
  homeMembershipsBlock,
];

/** Social proof, company and table blocks (issue 12, docs/blocks-social.md). */
export const socialProofBlocks: RegisteredBlock[] = [
  testimonialsBlock,
  testimonialsWallBlock,
  testimonialCarouselBlock,
  metricsBlock,
  trustStripBlock,
  partnerLogosBlock,
  badgeImagesBlock,
  featureCardsBlock,
  timelineBlock,
  customerStoriesBlock,
  careersBlock,
  rolesBlock,
  webinarListBlock,
  productPricingBlock,
  featureComparisonBlock,
  productTableBlock,
  priceTableBlock,
  newsletterBlock,
  leadFormBlock,
];

/** The content hub's blocks (docs/content-hub.md). */
export const contentHubBlocks: RegisteredBlock[] = [
  blogHubBlock,
  blogCardsBlock,
  recommendedBlogsBlock,
  featuredBlogBlock,
  templatesBlock,
  glossaryBlock,
  exploreBlock,
  mediaResourcesBlock,
  sdgsBlock,
  cybersecurityTabsBlock,
];

/**
 * The one map of block name -> definition. Add a block with its folder and one line here; its folder
 * holds schema.ts, the server component, its island (if any), tests and fixture. registry.test.ts
 * fails on a block folder missing here or an entry without its folder.
 */
const definitions: RegisteredBlock[] = [
  headingBlock,
  richTextBlock,
  buttonBlock,
  heroBlock,
  domainSearchBlock,
  faqBlock,
  ctaBannerBlock,
  modalBlock,
  tldPriceSearchBlock,
  tldPriceTableBlock,
  savingsCalculatorBlock,
  dynamicPricingTableBlock,
  priceBannerBlock,
  tldHighlightBlock,
  featuredDomainsBlock,
  homeTldSearchBlock,
  promotionsPriceTableBlock,
  promotionsBrowserBlock,
  promoHeroBlock,
  freeComCalculatorBlock,
  bbqPromoBlock,
  sportsPromoGridBlock,
  tldListBlock,
  tldDetailsBlock,
  tldLandingHeroBlock,
  registrationHeroBlock,
  supportFormsBlock,
  contactHubBlock,
  companyDetailsBlock,
  webSecToolBlock,
  whoisBlock,
  paginationBlock,
  countdownBlock,
  scriptBlock,
  videoBlock,
  cardGridBlock,
  ...membershipBlocks,
  ...socialProofBlocks,
  ...contentHubBlocks,
  // Marketing blocks (issue 12: heroes, banners, text and feature layouts).
  bannerBlock,
  textBlock,
  featuresBlock,
  textAndImageBlock,
  sectionGridBlock,
  marketingSectionBlock,
  sectionHeadingBlock,
  whyChooseUsBlock,
];

export const blockRegistry: ReadonlyMap<string, RegisteredBlock> = new Map(definitions.map((definition) => [definition.name, definition]));

if (blockRegistry.size !== definitions.length) {
  throw new Error('Two blocks are registered under the same name');
}
