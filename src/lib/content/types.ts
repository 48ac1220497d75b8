import type { CompanyProfile } from '@/lib/company/profile';
/**
 * Domain types used by components. Raw content-system shapes (raw.ts) are reshaped into these once,
 * at the source (reshape.ts); nothing downstream sees attributesJSON or WPGraphQL wrappers.
 */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type BlockAttributes = { [key: string]: JsonValue };

export interface Block {
  name: string;
  attributes: BlockAttributes;
  innerBlocks: Block[];
}

export interface Seo {
  canonical: string | null;
  title: string | null;
  metaDesc: string | null;
  focuskw: string | null;
  robots: { noindex: boolean; nofollow: boolean };
  opengraph: {
    author: string | null;
    description: string | null;
    title: string | null;
    url: string | null;
    publishedTime: string | null;
    modifiedTime: string | null;
    image: string | null;
  };
  metaKeywords: string | null;
  twitter: { title: string | null; description: string | null; image: string | null };
  schema: { pageType: string | null };
}

export interface Translation {
  /** Absolute or site-relative URL of the same page in another language. */
  href: string;
  /** Content-system locale id, e.g. es_ES. */
  locale: string;
}

export interface Page {
  id: string;
  uri: string;
  title: string;
  slug: string;
  /** Content-system locale id of the returned document (en_US when a locale fell back). */
  locale: string;
  seo: Seo;
  translations: Translation[];
  blocks: Block[];
}

export interface Category {
  id: string;
  categoryId: number | null;
  name: string;
  slug: string;
  uri: string;
}

export interface FeaturedImage {
  altText: string;
  sourceUrl: string;
  width: number | null;
  height: number | null;
}

export interface PostSummary {
  id: string;
  postId: number | null;
  title: string;
  excerpt: string;
  date: string;
  slug: string;
  uri: string;
  isSticky: boolean;
  categories: Category[];
  featuredImage: FeaturedImage | null;
  locale: string;
  /** Last edit (sitemap lastmod), null when the content system does not say. */
  modified: string | null;
  /** The same post in other languages (hreflang), as WPML/Polylang link them. */
  translations: Translation[];
}

export interface Post extends PostSummary {
  content: string;
  status: string;
  author: { name: string; slug: string } | null;
  seo: Seo;
  /** Featured blog teaser: opMetaData JSON's customImage.url, when set. */
  customImageUrl: string | null;
}

export interface PageInfo {
  endCursor: string | null;
  hasNextPage: boolean;
}

export interface Connection<T> {
  nodes: T[];
  pageInfo: PageInfo;
}

export interface ThemeOptions {
  integrations: { tagManagerId: string | null };
  advanced: { safelist: string[]; customScripts: string[] };
  colors: {
    accent: string | null;
    background: string | null;
    dark: string | null;
    extra: string | null;
    heading: string | null;
    light: string | null;
    text: string | null;
  };
  logos: {
    dark: Logo | null;
    light: Logo | null;
    transparent: Logo | null;
  };
  promotions: { link: string | null; endDate: string | null; image: string | null };
  /** The company behind the site (src/lib/company/profile.ts). */
  company: CompanyProfile;
}

export interface Logo {
  altText: string;
  sourceUrl: string;
  size: number | null;
}

export interface MembershipPlanItem {
  numberOfDomains: string;
  price: string;
  isDefault: boolean;
  link: { url: string; target: string | null } | null;
}

export interface Membership {
  databaseId: number;
  title: string;
  slug: string;
  categoryIds: number[];
  description: string;
  cta: string;
  textBeforePrice: string;
  textAfterPrice: string;
  selectDomainCountText: string;
  tooltipContent: string;
  listTitle: string;
  features: string[];
  planItems: MembershipPlanItem[];
}

export interface PromotionVariation {
  variantKey: string;
  ctaText: string | null;
  landingUrlOverride: string | null;
  eventCode: string | null;
  bannerSquare: string | null;
  bannerFull: string | null;
}

/**
 * A membership of a membership promotion: the promo's membership
 * id as the content system sends it ('basic', 'Basic S', 'professional_s'), its sale label and
 * its promotional yearly prices (`prices.year`, keyed by lowercase currency code).
 */
export interface PromotionMembership {
  membershipId: string;
  saleLabel: string | null;
  /** `prices.year` as numbers keyed by lowercase currency code (usd, eur, gbp, inr); non-numbers are left out. */
  yearPrices: Record<string, number>;
}

export interface Promotion {
  id: string;
  title: string;
  locale: string;
  /** 'membership', 'domain', 'product' …; null when not set. */
  type: string | null;
  priority: number;
  landingUrl: string | null;
  /** stickyBannerSettings.stickyCtaText: the sticky promo bar's text. */
  stickyCtaText: string | null;
  eventCode: string | null;
  nameOverride: string | null;
  bannerSquare: string | null;
  bannerFull: string | null;
  variations: PromotionVariation[];
  /** promotionDetails.memberships of a membership promotion (absent or empty for other types). */
  memberships?: PromotionMembership[];
  /** First and last day of the campaign (YYYY-MM-DD in the campaign time zone, inclusive); null: open. */
  startDate?: string | null;
  endDate?: string | null;
  /** A domain promotion's extension (A-label without dot): it sells the catalogue's promotion on it. */
  tld?: string | null;
  /** GET /api/promos only: the title and sticky text with their figures filled in every currency. */
  offer?: PromotionOffer | null;
}

/** A promotion's copy with its figures filled (FilledPart of src/lib/pricing/money.ts, plain JSON). */
export interface PromotionOffer {
  title: Array<string | { kind: 'money' | 'count' | 'percent'; values: Record<string, number> } | { kind: 'text'; text: string }>;
  text: PromotionOffer['title'];
  endDate: string | null;
}

export interface ListPostsQuery {
  /** Category database ids; empty = all. */
  categories?: number[];
  first: number;
  after?: string | null;
  locale?: string;
}

export interface SearchPostsQuery {
  search: string;
  first: number;
  after?: string | null;
  locale?: string;
}

export interface PageRef {
  uri: string;
  locale: string;
  modified: string | null;
  noindex: boolean;
}

/** A navigation menu entry; groups (top level) hold their pages as children. */
export interface MenuItem {
  label: string;
  /** Site-relative uri ('/domains/domain-prices') or an absolute URL; null for a group heading only. */
  uri: string | null;
  children: MenuItem[];
}

/** Menu locations the site renders: the header (groups with pages) and the footer. */
export type MenuLocation = 'primary' | 'footer';

/** The one interface every content source implements (embedded documents, WordPress). */
export interface ContentSource {
  readonly kind: 'embedded' | 'wordpress';
  /**
   * A page by site-relative uri ('/' for home) in a content locale. A locale without that page falls
   * back to the en_US document (its `locale` then says en_US); null when no locale has it.
   */
  getPage(uri: string, locale: string): Promise<Page | null>;
  getPost(uri: string): Promise<Post | null>;
  searchPosts(query: SearchPostsQuery): Promise<Connection<PostSummary>>;
  listPosts(query: ListPostsQuery): Promise<Connection<PostSummary>>;
  listCategories(): Promise<Category[]>;
  /** Every page in every locale (sitemap). */
  listPages(): Promise<PageRef[]>;
  getThemeOptions(): Promise<ThemeOptions>;
  getMemberships(): Promise<Membership[]>;
  /** Promotions whose locale starts with the two-letter language. */
  getPromotions(language: string): Promise<Promotion[]>;
  /** Every promotion of every language, with or without a banner (membership promo matching). */
  listPromotions(): Promise<Promotion[]>;
  /** A menu in a content locale, falling back to the en_US menu; [] when there is none. */
  getMenu(location: MenuLocation, locale: string): Promise<MenuItem[]>;
}
