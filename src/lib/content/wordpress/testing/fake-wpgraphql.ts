import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { buildSchema, graphql } from 'graphql';
import { paginate } from '../../paging';
import { listenOnLoopback } from '@/lib/http/testing';

/**
 * Test double of a WordPress site running WPGraphQL (+ Gutenberg blocks, Yoast SEO, WPML-style
 * locale/translations, ACF-style options, memberships and promotions post types). It is a real
 * GraphQL server (graphql-js) over HTTP on 127.0.0.1, port 0: our query documents are parsed and
 * validated against this schema and answered with exactly the fields they select, so a misspelt
 * field fails the test the same way it would fail against WordPress.
 */
const typeDefs = /* GraphQL */ `
  enum PageIdType { URI ID DATABASE_ID }
  enum PostIdType { URI ID SLUG DATABASE_ID }

  type Query {
    page(id: ID!, idType: PageIdType): Page
    pageBy(uri: String, pageId: Int): Page
    pages(first: Int, after: String, where: RootQueryToPageConnectionWhereArgs): RootQueryToPageConnection
    post(id: ID!, idType: PostIdType): Post
    posts(first: Int, after: String, where: RootQueryToPostConnectionWhereArgs): RootQueryToPostConnection
    categories(first: Int): RootQueryToCategoryConnection
    themeOptions: ThemeOptions
    memberships(first: Int): RootQueryToMembershipConnection
    promotions(first: Int): RootQueryToPromotionConnection
  }

  input RootQueryToPostConnectionWhereArgs { search: String categoryIn: [ID] }
  input RootQueryToPageConnectionWhereArgs { name: String }

  type PageInfo { endCursor: String hasNextPage: Boolean! }
  type MediaDetails { width: Int height: Int }
  type MediaItem { sourceUrl: String mediaItemUrl: String altText: String mediaDetails: MediaDetails }
  type Locale { id: String locale: String }
  type Translation { href: String locale: String }
  type SeoSchema { pageType: [String] }
  type PostTypeSEO {
    canonical: String title: String metaDesc: String focuskw: String
    metaRobotsNoindex: String metaRobotsNofollow: String
    opengraphAuthor: String opengraphDescription: String opengraphTitle: String opengraphUrl: String
    opengraphPublishedTime: String opengraphModifiedTime: String opengraphImage: MediaItem
    metaKeywords: String twitterTitle: String twitterDescription: String twitterImage: MediaItem
    schema: SeoSchema
  }
  type Block { name: String! attributesJSON: String innerBlocks: [Block] }

  type Page {
    id: ID! databaseId: Int uri: String title: String slug: String modified: String opMetaData: String
    seo: PostTypeSEO blocks: [Block] locale: Locale translations: [Translation]
  }
  type RootQueryToPageConnection { nodes: [Page!]! pageInfo: PageInfo! }

  type Category { id: ID! categoryId: Int databaseId: Int name: String slug: String uri: String }
  type PostToCategoryConnection { nodes: [Category!]! }
  type RootQueryToCategoryConnection { nodes: [Category!]! }
  type User { name: String slug: String }
  type AuthorEdge { node: User }
  type FeaturedImageEdge { node: MediaItem }
  type Post {
    id: ID! postId: Int databaseId: Int title: String excerpt: String content: String date: String
    modified: String slug: String uri: String isSticky: Boolean status: String author: AuthorEdge
    opMetaData: String translations: [Translation]
    categories: PostToCategoryConnection featuredImage: FeaturedImageEdge seo: PostTypeSEO locale: Locale
  }
  type PostEdge { node: Post! }
  type RootQueryToPostConnection { nodes: [Post!]! edges: [PostEdge!]! pageInfo: PageInfo! }

  type Integrations { tagManager: String }
  type Advanced { safelist: [String] customScripts: [String] }
  type Colors { accent: String background: String dark: String extra: String heading: String light: String text: String }
  type Logo { altText: String sourceUrl: String size: Int }
  type Logos { dark: Logo light: Logo transparent: Logo }
  type ThemePromotions { link: String endDate: String image: MediaItem }
  type CompanyAddress { street: String postalCode: String city: String country: String }
  type CompanyEmails { general: String support: String sales: String abuse: String security: String privacy: String jobs: String }
  type CompanyHours { support: String sales: String }
  type Company {
    brandName: String legalName: String registration: String vatNumber: String phone: String timeZone: String founded: Int
    address: CompanyAddress emails: CompanyEmails hours: CompanyHours
  }
  type ThemeOptions { integrations: Integrations advanced: Advanced colors: Colors logos: Logos promotions: ThemePromotions company: Company }

  type MembershipCategory { databaseId: Int! }
  type MembershipToCategoryConnection { nodes: [MembershipCategory!]! }
  type Feature { content: String }
  type Link { url: String target: String }
  type PlanItem { numberOfDomains: String price: String isDefault: Boolean link: Link }
  type OpMemberships {
    description: String cta: String textBeforePrice: String textAfterPrice: String
    selectDomainCountText: String tooltipContent: String listTitle: String
    features: [Feature] planItems: [PlanItem]
  }
  type Membership {
    databaseId: Int! title: String slug: String
    membershipCategories: MembershipToCategoryConnection op_memberships: OpMemberships
  }
  type RootQueryToMembershipConnection { nodes: [Membership!]! }

  type Banner { mediaItemUrl: String }
  type Banners { bannerSquare: Banner bannerFull: Banner }
  type Variation { variantKey: String landingUrlOverride: String eventCode: String ctaText: String banners: Banners }
  type StickyBannerSettings { stickyCtaText: String }
  type CurrencyPrices { usd: String eur: String gbp: String inr: String rub: String }
  type PromotionMembershipPrices { year: CurrencyPrices }
  type PromotionMembership { membershipId: String! saleLabel: String prices: PromotionMembershipPrices }
  type PromotionDetails {
    type: String priority: Int landingUrl: String eventCode: String nameOverride: String
    startDate: String endDate: String tld: String
    stickyBannerSettings: StickyBannerSettings
    bannerSquare: Banner bannerFull: Banner variations: [Variation]
    memberships: [PromotionMembership]
  }
  type Promotion { id: ID! title: String locale: Locale promotionDetails: PromotionDetails }
  type RootQueryToPromotionConnection { nodes: [Promotion!]! }
`;

const schema = buildSchema(typeDefs);

/** Content held by the fake site, in WPGraphQL's field names (blocks carry attributesJSON strings). */
export interface FakeSiteData {
  pages: Array<Record<string, unknown> & { uri: string }>;
  posts: Array<
    Record<string, unknown> & { uri: string; title: string; excerpt?: string | null; content?: string | null; categories?: { nodes: Array<{ databaseId?: number }> } }
  >;
  categories?: unknown[];
  themeOptions?: unknown;
  memberships?: unknown[];
  promotions?: unknown[];
}

export interface RecordedRequest {
  headers: IncomingHttpHeaders;
  method: string;
  operationName: string | undefined;
  query: string;
  variables: Record<string, unknown>;
}

/** Replaces the GraphQL answer for one request: a status, a raw body, a delay. */
export interface Override {
  status?: number;
  body?: unknown;
  rawBody?: string;
  delayMs?: number;
}

export interface FakeWordPress {
  url: string;
  requests: RecordedRequest[];
  /** Set to change how the next requests are answered; return undefined to answer normally. */
  override: ((request: RecordedRequest) => Override | undefined) | null;
  close(): Promise<void>;
}

const slash = (uri: string) => {
  const trimmed = uri.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
};

function rootValue(data: FakeSiteData) {
  return {
    page: ({ id, idType }: { id: string; idType?: string }) =>
      idType === 'URI' ? (data.pages.find((page) => slash(page.uri) === slash(id)) ?? null) : null,
    pageBy: ({ uri, pageId }: { uri?: string; pageId?: number }) =>
      (pageId !== undefined ? data.pages.find((page) => page.databaseId === pageId) : data.pages.find((page) => slash(page.uri) === slash(uri ?? ''))) ?? null,
    // where.name: WordPress's page slug (the uri's last segment; the front page is 'home').
    pages: ({ first, after, where }: { first?: number; after?: string; where?: { name?: string } }) =>
      paginate(
        where?.name === undefined ? data.pages : data.pages.filter((page) => (slash(page.uri).replace(/^\/|\/$/g, '').split('/').pop() || 'home') === where.name),
        first ?? 10,
        after,
      ),
    post: ({ id, idType }: { id: string; idType?: string }) =>
      idType === 'URI' ? (data.posts.find((post) => slash(post.uri) === slash(id)) ?? null) : null,
    // WordPress's search (WP_Query `s`): every word of the search must occur in the title, the
    // excerpt or the content (case-insensitive); categoryIn matches any of the ids.
    posts: ({ first, after, where }: { first?: number; after?: string; where?: { search?: string; categoryIn?: string[] } }) => {
      const words = (where?.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const categories = where?.categoryIn?.map(Number);
      const haystack = (post: FakeSiteData['posts'][number]) => [post.title, post.excerpt ?? '', post.content ?? ''].join(' ').toLowerCase();
      const matching = data.posts.filter(
        (post) =>
          words.every((word) => haystack(post).includes(word)) &&
          (!categories?.length || (post.categories?.nodes ?? []).some((c) => c.databaseId !== undefined && categories.includes(c.databaseId))),
      );
      const connection = paginate(matching, first ?? 10, after);
      return { ...connection, edges: connection.nodes.map((node) => ({ node })) };
    },
    categories: () => ({ nodes: data.categories ?? [] }),
    themeOptions: () => data.themeOptions ?? {},
    memberships: () => ({ nodes: data.memberships ?? [] }),
    promotions: () => ({ nodes: data.promotions ?? [] }),
  };
}

/** `site` may be a function of the server's origin (http://127.0.0.1:<port>) for absolute links. */
export async function startFakeWordPress(site: FakeSiteData | ((origin: string) => FakeSiteData)): Promise<FakeWordPress> {
  const requests: RecordedRequest[] = [];
  const fake: FakeWordPress = { url: '', requests, override: null, close: async () => {} };
  let root: ReturnType<typeof rootValue> | null = null;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      let payload: { query?: string; variables?: Record<string, unknown>; operationName?: string } = {};
      try {
        payload = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [{ message: 'Invalid JSON' }] }));
        return;
      }
      const recorded: RecordedRequest = {
        headers: req.headers,
        method: req.method ?? '',
        operationName: payload.operationName,
        query: payload.query ?? '',
        variables: payload.variables ?? {},
      };
      requests.push(recorded);
      const override = fake.override?.(recorded);
      if (override?.delayMs) await new Promise((resolve) => setTimeout(resolve, override.delayMs));
      if (res.destroyed) return;
      if (override && (override.body !== undefined || override.rawBody !== undefined || override.status !== undefined)) {
        const text = override.rawBody ?? JSON.stringify(override.body ?? {});
        res.writeHead(override.status ?? 200, { 'content-type': 'application/json' }).end(text);
        return;
      }
      const result = await graphql({
        schema,
        source: recorded.query,
        rootValue: root ?? undefined,
        variableValues: recorded.variables,
        operationName: recorded.operationName,
      });
      // WPGraphQL answers GraphQL errors (including validation errors) with HTTP 200.
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    });
  });

  const { url: origin, close } = await listenOnLoopback(server);
  fake.url = `${origin}/graphql`;
  root = rootValue(typeof site === 'function' ? site(origin) : site);
  fake.close = close;
  return fake;
}
