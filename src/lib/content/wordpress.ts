import 'server-only';
import type { z } from 'zod';
import { DEFAULT_CONTENT_LOCALE } from '@/i18n/locales';
import { rawPageDocumentSchema } from './raw';
import {
  ContentValidationError,
  normaliseUri,
  parseOrThrow,
  reshapePage,
  reshapePostSummary,
  reshapeSeo,
  reshapeThemeOptions,
  selectMenu,
  type MenusByLocation,
} from './reshape';
import { readDocument } from './documents';
import type {
  Category,
  Connection,
  ContentSource,
  ListPostsQuery,
  Membership,
  MenuItem,
  MenuLocation,
  Page,
  PageRef,
  Post,
  PostSummary,
  Promotion,
  SearchPostsQuery,
  Seo,
  ThemeOptions,
} from './types';
import { noCache, wpTags, type ContentCache } from './wordpress/cache';
import { WordPressClient, WordPressError, type GraphQLVariables } from './wordpress/client';
import {
  BLOG_LIST_QUERY,
  GET_ALL_PAGES,
  GET_CATEGORIES,
  GET_MEMBERSHIPS,
  GET_MENUS,
  GET_PAGE_BY_ID,
  GET_POST_DETAIL,
  GET_PROMOTIONS,
  GET_SEARCHED_POSTS,
  GET_THEME_OPTIONS,
  MAX_PAGE_SIZE,
  getPageDetailQuery,
  type PageQueryVariant,
} from './wordpress/queries';
import {
  allPagesDocumentSchema,
  blogListDocumentSchema,
  pagePresenceSchema,
  pagesByNameSchema,
  postPresenceSchema,
  searchedPostsDocumentSchema,
} from './wordpress/schemas';
import { selectPromotions } from '@/lib/promotions/select';

export { WordPressClient, WordPressError } from './wordpress/client';
export { noCache, nextDataCache, wpTags, type ContentCache } from './wordpress/cache';

export interface ContentLogger {
  error(message: string): void;
}

export interface WordPressContentSourceOptions {
  /** The WPGraphQL endpoint (WORDPRESS_GRAPHQL_URL). */
  url: string;
  authToken?: string;
  timeoutMs: number;
  /** Data cache; `nextDataCache(seconds)` inside Next, `noCache` (the default) elsewhere. */
  cache?: ContentCache;
  /** GetPageDetail root field: `page(id:, idType: URI)` (default) or the older `pageBy(uri:)`. */
  pageQueryVariant?: PageQueryVariant;
  fetch?: typeof fetch;
  logger?: ContentLogger;
}

const emptyConnection = <T>(): Connection<T> => ({ nodes: [], pageInfo: { endCursor: null, hasNextPage: false } });
/** Upper bound on GetAllPages round trips (100 pages each) so a cursor loop in the CMS cannot hang a build. */
const MAX_PAGE_LIST_REQUESTS = 50;

/**
 * The `wordpress` content source: WPGraphQL answers validated with the raw schemas (raw.ts) and
 * reshaped by reshape.ts into the same domain types as the embedded source.
 *
 * Failure contract (the specification: "fetch errors are only logged"):
 *  - getPage / getPost: null only when WordPress answers that the uri does not exist (data.page null).
 *    When WordPress is down, slow, answers GraphQL errors or a shape we cannot read, they log and THROW
 *    a WordPressError, so the route renders its error page (5xx, not cached) instead of a false 404
 *    that crawlers and caches would keep.
 *  - listPages (sitemap) throws too: an empty sitemap is worse than a failed one.
 *  - lists, search, categories, theme options, memberships, promotions: log and return an empty
 *    connection / empty list / default theme options; the page still renders.
 * A failure is never cached (see cache.ts).
 */
export class WordPressContentSource implements ContentSource {
  readonly kind = 'wordpress' as const;
  private readonly client: WordPressClient;
  private readonly cache: ContentCache;
  private readonly pageQueryVariant: PageQueryVariant;
  private readonly logger: ContentLogger;
  private readonly cmsOrigin: string;

  constructor(private readonly options: WordPressContentSourceOptions) {
    this.client = new WordPressClient({
      url: options.url,
      authToken: options.authToken,
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
    });
    this.cache = options.cache ?? noCache;
    this.pageQueryVariant = options.pageQueryVariant ?? 'page';
    this.logger = options.logger ?? console;
    this.cmsOrigin = new URL(options.url).origin;
  }

  /** One operation through the data cache: request, GraphQL error check, zod validation, reshape. */
  private run<T>(
    operationName: string,
    query: string,
    variables: GraphQLVariables,
    tags: readonly string[],
    parse: (body: Record<string, unknown>) => T,
  ): Promise<T> {
    const key = [this.options.url, this.pageQueryVariant, operationName, JSON.stringify(variables)];
    return this.cache.get(key, [wpTags.all, ...tags], async () => {
      const body = await this.client.request(operationName, query, variables);
      try {
        return parse(body);
      } catch (error) {
        if (error instanceof ContentValidationError) {
          throw new WordPressError('invalid-response', operationName, error.message, { cause: error });
        }
        throw error;
      }
    });
  }

  private log(operationName: string, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.logger.error(`[content:wordpress] ${operationName} failed: ${message}`);
  }

  /** Lists and options: a failure is logged and the fallback returned. */
  private async orFallback<T>(operationName: string, fallback: T, load: () => Promise<T>): Promise<T> {
    try {
      return await load();
    } catch (error) {
      this.log(operationName, error);
      return fallback;
    }
  }

  /** Details: a failure is logged and rethrown (the caller must not mistake it for "not found"). */
  private async orThrow<T>(operationName: string, load: () => Promise<T>): Promise<T> {
    try {
      return await load();
    } catch (error) {
      this.log(operationName, error);
      throw error;
    }
  }

  /**
   * A link to a page on the CMS's own origin (https://cms.example.com/es/about-us/) becomes the site
   * path (/es/about-us, no trailing slash, as the site's routes and the embedded documents write it):
   * a headless site must not send hreflang or canonical links to the CMS. Other links are kept.
   */
  private siteHref(href: string): string {
    try {
      const url = new URL(href, this.cmsOrigin);
      if (url.origin !== this.cmsOrigin) return href;
      const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
      return `${path || '/'}${url.search}${url.hash}`;
    } catch {
      return href;
    }
  }

  private siteSeo(seo: Seo): Seo {
    return {
      ...seo,
      canonical: seo.canonical === null ? null : this.siteHref(seo.canonical),
      opengraph: { ...seo.opengraph, url: seo.opengraph.url === null ? null : this.siteHref(seo.opengraph.url) },
    };
  }

  private toSiteLinks(page: Page): Page {
    return {
      ...page,
      translations: page.translations.map((t) => ({ ...t, href: this.siteHref(t.href) })),
      seo: this.siteSeo(page.seo),
    };
  }

  /** GetPageDetail for one WordPress uri: the page, or null when WordPress says there is none. */
  private fetchPage(wpUri: string): Promise<Page | null> {
    const operation = 'GetPageDetail';
    if (this.pageQueryVariant === 'pagesWhereName') return this.fetchPageByName(wpUri);
    return this.run(operation, getPageDetailQuery(this.pageQueryVariant), { uri: wpUri }, [wpTags.page(wpUri)], (body) => {
      const presence = parseOrThrow(pagePresenceSchema, body, operation);
      if (presence.data.page == null && presence.data.pageBy == null) return null;
      const doc = parseOrThrow(rawPageDocumentSchema, body, operation);
      const raw = doc.data.page ?? doc.data.pageBy;
      if (!raw) return null;
      return this.toSiteLinks(reshapePage(raw, operation, doc.data.page ? 'data.page' : 'data.pageBy'));
    });
  }

  /**
   * GetPageDetail as `pages(where: {name:})`: the page's slug is the uri's last segment ('/' is the
   * front page, asked for as 'home'); of the pages WordPress answers, the one at the uri asked for.
   */
  private fetchPageByName(wpUri: string): Promise<Page | null> {
    const operation = 'GetPageDetail';
    const name = wpUri.replace(/^\/+|\/+$/g, '').split('/').pop() || 'home';
    return this.run(operation, getPageDetailQuery('pagesWhereName'), { name }, [wpTags.page(wpUri)], (body) => {
      const nodes = parseOrThrow(pagesByNameSchema, body, operation).data.pages?.nodes ?? [];
      const raw = nodes.find((node) => normaliseUri(node.uri ?? '') === wpUri) ?? null;
      return raw ? this.toSiteLinks(reshapePage(raw, operation, 'data.pages.nodes')) : null;
    });
  }

  /** GetPageDetail by database id (`pageBy(pageId:)`): a preview or webhook that names a page by its id. */
  async getPageById(pageId: number): Promise<Page | null> {
    const operation = 'GetPageDetail';
    return this.orThrow(operation, () =>
      this.run(operation, GET_PAGE_BY_ID, { id: pageId }, [wpTags.pages], (body) => {
        const doc = parseOrThrow(pagePresenceSchema, body, operation);
        if (doc.data.pageBy == null) return null;
        const raw = parseOrThrow(rawPageDocumentSchema, body, operation).data.pageBy;
        return raw ? this.toSiteLinks(reshapePage(raw, operation, 'data.pageBy')) : null;
      }),
    );
  }

  /** The page's translation into locale, fetched by the path of its href; null when it has none. */
  private async followTranslation(page: Page, locale: string): Promise<Page | null> {
    const translation = page.translations.find((t) => t.locale === locale);
    if (!translation) return null;
    const wpUri = normaliseUri(new URL(translation.href, this.cmsOrigin).pathname);
    if (wpUri === page.uri) return null;
    const translated = await this.fetchPage(wpUri);
    return translated?.locale === locale ? translated : null;
  }

  /**
   * A page by site uri in a content locale. WordPress keeps each language of a page at its own uri
   * (WPML/Polylang: '/about-us/' en_US, '/es/about-us/' or '/es/sobre-nosotros/' es_ES), linked by
   * `translations`. Lookup, each step one cached GetPageDetail:
   *   1. the uri itself — done when it is in the requested locale;
   *   2. its translation into the requested locale (by the translation's href path);
   *   3. when the uri does not exist: the language-prefixed uri ('/es' + uri) in the requested locale;
   *   4. fallback to en_US: the uri itself when it is en_US, else its en_US translation;
   *   5. otherwise null (404).
   * The returned page's `uri` is the site uri that was asked for (as with the embedded source, one uri
   * names the page in every locale); `locale` says which document was found (en_US after a fallback).
   */
  async getPage(uri: string, locale: string): Promise<Page | null> {
    const key = normaliseUri(uri);
    const found = (page: Page): Page => ({ ...page, uri: key });
    return this.orThrow('GetPageDetail', async () => {
      const first = await this.fetchPage(key);
      if (first?.locale === locale) return found(first);
      if (first) {
        const translated = await this.followTranslation(first, locale);
        if (translated) return found(translated);
      } else if (locale !== DEFAULT_CONTENT_LOCALE) {
        const prefixedUri = normaliseUri(`/${locale.slice(0, 2).toLowerCase()}${key}`);
        const prefixed = prefixedUri === key ? null : await this.fetchPage(prefixedUri);
        if (prefixed?.locale === locale) return found(prefixed);
      }
      if (!first) return null;
      if (first.locale === DEFAULT_CONTENT_LOCALE) return found(first);
      const english = await this.followTranslation(first, DEFAULT_CONTENT_LOCALE);
      return english ? found(english) : null;
    });
  }

  async getPost(uri: string): Promise<Post | null> {
    const operation = 'getPostDetail';
    const key = normaliseUri(uri);
    return this.orThrow(operation, () =>
      this.run(operation, GET_POST_DETAIL, { uri: key }, [wpTags.post(key)], (body) => {
        if (parseOrThrow(postPresenceSchema, body, operation).data.post == null) return null;
        const post = readDocument.post(body, operation);
        return { ...post, seo: this.siteSeo(post.seo) };
      }),
    );
  }

  /**
   * GetSearchedPosts {search, post_count, after}. The specification's payload has no language, so a
   * `locale` filter is applied to the returned nodes: a page may then hold fewer than `first` posts,
   * while endCursor/hasNextPage stay WordPress's own so paging continues correctly.
   */
  async searchPosts(query: SearchPostsQuery): Promise<Connection<PostSummary>> {
    const operation = 'GetSearchedPosts';
    const variables = { search: query.search, post_count: clampPageSize(query.first), after: query.after ?? null };
    const connection = await this.orFallback(operation, emptyConnection<PostSummary>(), () =>
      this.run(operation, GET_SEARCHED_POSTS, variables, [wpTags.posts], (body) => {
        const posts = parseOrThrow(searchedPostsDocumentSchema, body, operation).data.posts;
        return { nodes: posts.edges.map((edge) => reshapePostSummary(edge.node)), pageInfo: pageInfo(posts.pageInfo) };
      }),
    );
    return filterLocale(connection, query.locale);
  }

  /** BlogListQuery {categories, post_count, after}; `categories` empty or absent = every category. */
  async listPosts(query: ListPostsQuery): Promise<Connection<PostSummary>> {
    const operation = 'BlogListQuery';
    const variables = {
      categories: query.categories?.length ? query.categories : null,
      post_count: clampPageSize(query.first),
      after: query.after ?? null,
    };
    const connection = await this.orFallback(operation, emptyConnection<PostSummary>(), () =>
      this.run(operation, BLOG_LIST_QUERY, variables, [wpTags.posts], (body) => {
        const posts = parseOrThrow(blogListDocumentSchema, body, operation).data.posts;
        return { nodes: posts.nodes.map(reshapePostSummary), pageInfo: pageInfo(posts.pageInfo) };
      }),
    );
    return filterLocale(connection, query.locale);
  }

  async listCategories(): Promise<Category[]> {
    const operation = 'GetCategories';
    return this.orFallback<Category[]>(operation, [], () =>
      this.run(operation, GET_CATEGORIES, { first: MAX_PAGE_SIZE }, [wpTags.categories], (body) =>
        readDocument.categories(body, operation),
      ),
    );
  }

  /** Every page in every locale, for the sitemap. The uri is the site uri (language prefix removed). */
  async listPages(): Promise<PageRef[]> {
    const operation = 'GetAllPages';
    return this.orThrow(operation, async () => {
      const refs: PageRef[] = [];
      let after: string | null = null;
      for (let request = 0; request < MAX_PAGE_LIST_REQUESTS; request += 1) {
        const batch: z.infer<typeof allPagesDocumentSchema>['data']['pages'] = await this.run(
          operation,
          GET_ALL_PAGES,
          { first: MAX_PAGE_SIZE, after },
          [wpTags.pages],
          (body) => parseOrThrow(allPagesDocumentSchema, body, operation).data.pages,
        );
        for (const node of batch.nodes) {
          const locale = node.locale?.id ?? node.locale?.locale ?? DEFAULT_CONTENT_LOCALE;
          refs.push({
            uri: siteUri(node.uri, locale),
            locale,
            modified: node.modified ?? null,
            noindex: reshapeSeo(node.seo).robots.noindex,
          });
        }
        if (!batch.pageInfo.hasNextPage || !batch.pageInfo.endCursor || batch.pageInfo.endCursor === after) break;
        after = batch.pageInfo.endCursor;
      }
      return refs;
    });
  }

  async getThemeOptions(): Promise<ThemeOptions> {
    const operation = 'GetThemeOptions';
    return this.orFallback(operation, reshapeThemeOptions({ data: { themeOptions: {} } }), () =>
      this.run(operation, GET_THEME_OPTIONS, {}, [wpTags.themeOptions], (body) =>
        readDocument.themeOptions(body, operation),
      ),
    );
  }

  async getMemberships(): Promise<Membership[]> {
    const operation = 'GetMemberships';
    return this.orFallback<Membership[]>(operation, [], () =>
      this.run(operation, GET_MEMBERSHIPS, { first: MAX_PAGE_SIZE }, [wpTags.memberships], (body) =>
        readDocument.memberships(body, operation),
      ),
    );
  }

  /** All promotions are fetched (and cached) once; the language selection is made here (promotions/select). */
  async getPromotions(language: string): Promise<Promotion[]> {
    return selectPromotions(await this.listPromotions(), language);
  }

  /** One GetPromotions query (cached) answers both the language lists and the full list. */
  async listPromotions(): Promise<Promotion[]> {
    const operation = 'GetPromotions';
    return this.orFallback<Promotion[]>(operation, [], () =>
      this.run(operation, GET_PROMOTIONS, { first: MAX_PAGE_SIZE }, [wpTags.promotions], (body) =>
        readDocument.promotions(body, operation),
      ),
    );
  }

  /** All menus are fetched (and cached) once; the location for the locale is picked here (reshape.selectMenu). */
  async getMenu(location: MenuLocation, locale: string): Promise<MenuItem[]> {
    const operation = 'GetMenus';
    const menus = await this.orFallback<MenusByLocation>(operation, {}, () =>
      this.run(operation, GET_MENUS, { first: MAX_PAGE_SIZE }, [wpTags.menus], (body) =>
        readDocument.menus(body, operation),
      ),
    );
    return selectMenu(menus, location, locale);
  }
}

function clampPageSize(first: number): number {
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(first)));
}

function pageInfo(raw: { endCursor?: string | null; hasNextPage: boolean }) {
  return { endCursor: raw.endCursor ?? null, hasNextPage: raw.hasNextPage };
}

function filterLocale(connection: Connection<PostSummary>, locale: string | undefined): Connection<PostSummary> {
  if (!locale) return connection;
  return { ...connection, nodes: connection.nodes.filter((post) => post.locale === locale) };
}

/** '/es/about-us/' in es_ES is the site's '/about-us/' (the locale is carried separately). */
export function siteUri(wpUri: string, locale: string): string {
  const uri = normaliseUri(wpUri);
  if (locale === DEFAULT_CONTENT_LOCALE) return uri;
  const prefix = `/${locale.slice(0, 2).toLowerCase()}/`;
  return uri.startsWith(prefix) ? normaliseUri(uri.slice(prefix.length - 1)) : uri;
}
