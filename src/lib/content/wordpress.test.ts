import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { WordPressContentSource, WordPressError, type ContentCache } from './wordpress';
import { startFakeWordPress, type FakeSiteData, type FakeWordPress } from './wordpress/testing/fake-wpgraphql';
import { fixtureSite } from './wordpress/testing/fixtures';

let fake: FakeWordPress;
let logger: { error: Mock<(message: string) => void> };

function source(options: Partial<ConstructorParameters<typeof WordPressContentSource>[0]> = {}) {
  return new WordPressContentSource({ url: fake.url, authToken: 'tok-123', timeoutMs: 5000, logger, ...options });
}

async function withSite(site: FakeSiteData | ((origin: string) => FakeSiteData)) {
  await fake.close();
  fake = await startFakeWordPress(site);
}

beforeEach(async () => {
  fake = await startFakeWordPress((origin) => fixtureSite(origin));
  logger = { error: vi.fn<(message: string) => void>() };
});

afterEach(async () => {
  await fake.close();
});

describe('WordPressContentSource.getPage', () => {
  it('fetches GetPageDetail by uri with a bearer header and reshapes blocks, seo and translations', async () => {
    const page = await source().getPage('about-us', 'en_US');

    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers.authorization).toBe('Bearer tok-123');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.operationName).toBe('GetPageDetail');
    expect(request.query).toMatch(/^\s*query GetPageDetail\(/);
    expect(request.variables).toEqual({ uri: '/about-us/' });

    expect(page).not.toBeNull();
    expect(page!.id).toBe('cGFnZTox');
    expect(page!.uri).toBe('/about-us/');
    expect(page!.title).toBe('About us');
    expect(page!.locale).toBe('en_US');
    // attributesJSON parsed at every depth; the paragraph sits three innerBlocks levels down.
    const hero = page!.blocks[0]!;
    expect(hero.name).toBe('acf/hero');
    expect(hero.attributes).toEqual({ data: { heading: { title: 'About us', tag: 'h1' } }, advIdentity: 'verticle-hero' });
    const column = hero.innerBlocks[0]!.innerBlocks[0]!;
    expect(column.attributes).toEqual({ width: '50%' });
    expect(column.innerBlocks[0]).toEqual({ name: 'core/paragraph', attributes: { content: 'Deep text' }, innerBlocks: [] });
    expect(page!.blocks[1]).toEqual({ name: 'acf/faq', attributes: {}, innerBlocks: [] });
    // Yoast fields reshaped.
    expect(page!.seo.title).toBe('About | Registrar');
    expect(page!.seo.robots).toEqual({ noindex: false, nofollow: false });
    expect(page!.seo.opengraph.image).toBe('https://cms.example.com/og.png');
    expect(page!.seo.twitter.title).toBe('About tw title');
    expect(page!.seo.schema.pageType).toBe('WebPage');
    // Links to the CMS's own pages become site paths; images stay on the CMS.
    expect(page!.translations).toEqual([{ href: '/nl/over-ons', locale: 'nl_NL' }]);
    expect(page!.seo.canonical).toBe('/about-us');
    expect(page!.seo.opengraph.url).toBe('/about-us');
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('returns null when WordPress answers data.page null (404), without logging', async () => {
    await expect(source().getPage('/no-such-page/', 'en_US')).resolves.toBeNull();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('follows the translation into the requested locale and keeps the site uri', async () => {
    const page = await source().getPage('/about-us/', 'nl_NL');
    expect(page?.title).toBe('Over ons');
    expect(page?.locale).toBe('nl_NL');
    expect(page?.uri).toBe('/about-us/');
    expect(page?.seo.robots.noindex).toBe(true);
    expect(fake.requests.map((r) => r.variables.uri)).toEqual(['/about-us/', '/nl/over-ons/']);
  });

  it('falls back to en_US when the page has no version in the requested locale', async () => {
    const page = await source().getPage('/about-us/', 'es_ES');
    expect(page?.title).toBe('About us');
    expect(page?.locale).toBe('en_US');
  });

  it('finds a page stored under the language-prefixed uri', async () => {
    const page = await source().getPage('/precios/', 'es_ES');
    expect(page?.title).toBe('Precios');
    expect(page?.uri).toBe('/precios/');
    expect(page?.seo.title).toBeNull();
  });

  it('returns null when neither the locale nor en_US has the page', async () => {
    await expect(source().getPage('/precios/', 'nl_NL')).resolves.toBeNull();
    await expect(source().getPage('/es/precios/', 'nl_NL')).resolves.toBeNull();
  });

  it('resolves the home page translation and keeps links to other origins absolute', async () => {
    await withSite((origin) => ({
      pages: [
        {
          id: 'home',
          uri: '/',
          title: 'Home',
          locale: { id: 'en_US' },
          translations: [
            { href: `${origin}/es/`, locale: 'es_ES' },
            { href: 'https://partner.example.org/nl/', locale: 'nl_NL' },
          ],
        },
        { id: 'home-es', uri: '/es/', title: 'Inicio', locale: { id: 'es_ES' }, translations: [{ href: `${origin}/`, locale: 'en_US' }] },
      ],
      posts: [],
    }));
    const english = await source().getPage('/', 'en_US');
    expect(english?.translations).toEqual([
      { href: '/es', locale: 'es_ES' },
      { href: 'https://partner.example.org/nl/', locale: 'nl_NL' },
    ]);
    const spanish = await source().getPage('', 'es_ES');
    expect(spanish).toMatchObject({ id: 'home-es', uri: '/', title: 'Inicio', locale: 'es_ES', translations: [{ href: '/', locale: 'en_US' }] });
    // The India variant (en_IN) has no document of its own: English.
    expect((await source().getPage('/', 'en_IN'))?.locale).toBe('en_US');
  });

  it('reads the older pageBy(uri:) variant', async () => {
    const page = await source({ pageQueryVariant: 'pageBy' }).getPage('/about-us/', 'en_US');
    expect(page?.title).toBe('About us');
    expect(fake.requests[0]!.query).toContain('pageBy(uri: $uri)');
  });

  it("reads the 'pages where name' variant: the page of that slug at the uri asked for", async () => {
    const page = await source({ pageQueryVariant: 'pagesWhereName' }).getPage('/about-us/', 'en_US');
    expect(page?.title).toBe('About us');
    expect(fake.requests[0]!.query).toContain('pages(first: 20, where: { name: $name })');
    expect(fake.requests[0]!.variables).toEqual({ name: 'about-us' });
    expect(await source({ pageQueryVariant: 'pagesWhereName' }).getPage('/no-such-page/', 'en_US')).toBeNull();
  });

  it("reads a page by its database id with 'pageBy pageId'", async () => {
    const page = await source().getPageById(1);
    expect(page?.title).toBe('About us');
    expect(fake.requests.at(-1)!.query).toContain('pageBy(pageId: $id)');
    expect(await source().getPageById(999)).toBeNull();
  });

  it('sends no authorization header without a token', async () => {
    await source({ authToken: undefined }).getPage('/about-us/', 'en_US');
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('throws a logged WordPressError for a GraphQL errors array (CMS failure is not a 404)', async () => {
    fake.override = () => ({ body: { errors: [{ message: 'Internal server error' }], data: { page: null } } });
    const error = await source().getPage('/about-us/', 'en_US').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WordPressError);
    expect((error as WordPressError).kind).toBe('graphql');
    expect((error as WordPressError).graphqlMessages).toEqual(['Internal server error']);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('GetPageDetail failed'));
  });

  it('throws on HTTP 500', async () => {
    fake.override = () => ({ status: 500, rawBody: '<h1>Error establishing a database connection</h1>' });
    const error = await source().getPage('/about-us/', 'en_US').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WordPressError);
    expect((error as WordPressError).kind).toBe('http');
    expect((error as WordPressError).status).toBe(500);
  });

  it('throws a timeout error when WordPress answers too slowly', async () => {
    fake.override = () => ({ delayMs: 3000, body: { data: { page: null } } });
    const error = await source({ timeoutMs: 150 }).getPage('/about-us/', 'en_US').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WordPressError);
    expect((error as WordPressError).kind).toBe('timeout');
  });

  it('throws when the connection fails', async () => {
    const url = fake.url;
    await fake.close();
    const error = await source({ url }).getPage('/about-us/', 'en_US').catch((e: unknown) => e);
    expect((error as WordPressError).kind).toBe('network');
    fake = await startFakeWordPress(fixtureSite());
  });

  it('rejects an answer that is not JSON, and one in the wrong shape, with the JSON path', async () => {
    fake.override = () => ({ rawBody: 'not json' });
    expect(((await source().getPage('/a/', 'en_US').catch((e: unknown) => e)) as WordPressError).kind).toBe('invalid-response');

    fake.override = () => ({ body: { data: { page: { id: 'x', uri: 'no-slash', title: 'T' } } } });
    const error = (await source().getPage('/a/', 'en_US').catch((e: unknown) => e)) as WordPressError;
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('data.page.uri');

    fake.override = () => ({ body: { data: { page: { id: 'x', uri: '/a/', title: 'T', blocks: [{ name: 'b', attributesJSON: '{oops' }] } } } });
    const broken = (await source().getPage('/a/', 'en_US').catch((e: unknown) => e)) as WordPressError;
    expect(broken.kind).toBe('invalid-response');
    expect(broken.message).toContain('data.page.blocks[0].attributesJSON');
  });
});

describe('WordPressContentSource posts', () => {
  it('getPostDetail by uri returns the full post, null when missing', async () => {
    const post = await source().getPost('/blog/post-2');
    expect(fake.requests[0]!.operationName).toBe('getPostDetail');
    expect(fake.requests[0]!.variables).toEqual({ uri: '/blog/post-2/' });
    expect(post).toMatchObject({
      id: 'post-2',
      postId: 102,
      title: 'Post number 2',
      content: '<p>Content 2</p>',
      status: 'publish',
      author: { name: 'Editor', slug: 'editor' },
      categories: [{ id: 'cat-news', categoryId: 7, name: 'News', slug: 'news', uri: '/category/news/' }],
      featuredImage: { altText: 'Image 2', sourceUrl: 'https://cms.example.com/p2.jpg', width: 1200, height: 630 },
      locale: 'en_US',
    });
    expect(post!.seo.metaDesc).toBe('Post 2 description');
    expect(post!.seo.canonical).toBe('/about-us');
    expect(post!.seo.opengraph.image).toBe('https://cms.example.com/og.png');
    await expect(source().getPost('/blog/missing/')).resolves.toBeNull();
  });

  it('getPost throws when WordPress fails', async () => {
    fake.override = () => ({ status: 502, body: { errors: [{ message: 'Bad gateway' }] } });
    const error = (await source().getPost('/blog/post-1/').catch((e: unknown) => e)) as WordPressError;
    expect(error.kind).toBe('http');
    expect(error.message).toContain('Bad gateway');
  });

  it('GetSearchedPosts pages through posts.edges with {endCursor, hasNextPage}', async () => {
    const wp = source();
    const first = await wp.searchPosts({ search: 'post number', first: 2 });
    expect(fake.requests[0]!.operationName).toBe('GetSearchedPosts');
    expect(fake.requests[0]!.variables).toEqual({ search: 'post number', post_count: 2, after: null });
    expect(first.nodes.map((p) => p.id)).toEqual(['post-1', 'post-2']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.pageInfo.endCursor).toEqual(expect.any(String));

    const second = await wp.searchPosts({ search: 'post number', first: 2, after: first.pageInfo.endCursor });
    expect(fake.requests[1]!.variables.after).toBe(first.pageInfo.endCursor);
    expect(second.nodes.map((p) => p.id)).toEqual(['post-4', 'post-5']);
    expect(second.pageInfo.hasNextPage).toBe(false);

    const card = first.nodes[0]!;
    expect(card).toMatchObject({ postId: 101, slug: 'post-1', isSticky: true, excerpt: '<p>Excerpt 1</p>', uri: '/blog/post-1/' });
    expect(second.nodes[1]!.featuredImage).toBeNull();
  });

  it('filters search results to the requested locale while keeping WordPress paging', async () => {
    const page = await source().searchPosts({ search: 'post number', first: 10, locale: 'es_ES' });
    expect(page.nodes.map((p) => p.id)).toEqual(['post-4']);
    expect(page.pageInfo.hasNextPage).toBe(false);
  });

  it('BlogListQuery filters by category ids and pages through posts.nodes', async () => {
    const wp = source();
    const first = await wp.listPosts({ categories: [9], first: 2 });
    expect(fake.requests[0]!.operationName).toBe('BlogListQuery');
    expect(fake.requests[0]!.variables).toEqual({ categories: [9], post_count: 2, after: null });
    expect(first.nodes.map((p) => p.id)).toEqual(['post-1', 'post-3']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await wp.listPosts({ categories: [9], first: 2, after: first.pageInfo.endCursor });
    expect(second.nodes.map((p) => p.id)).toEqual(['post-5']);
    expect(second.pageInfo).toEqual({ endCursor: expect.any(String), hasNextPage: false });

    const all = await wp.listPosts({ first: 50 });
    expect(fake.requests[2]!.variables.categories).toBeNull();
    expect(all.nodes).toHaveLength(5);
  });

  it('lists and searches only log fetch errors and return an empty connection', async () => {
    fake.override = () => ({ body: { errors: [{ message: 'Cannot query field "foo"' }] } });
    const empty = { nodes: [], pageInfo: { endCursor: null, hasNextPage: false } };
    await expect(source().listPosts({ first: 10 })).resolves.toEqual(empty);
    await expect(source().searchPosts({ search: 'x', first: 10 })).resolves.toEqual(empty);
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(logger.error.mock.calls[0]![0]).toContain('BlogListQuery failed');
  });
});

describe('WordPressContentSource options, memberships, promotions', () => {
  it('reshapes memberships (op_memberships, plan items, categories)', async () => {
    const [basic, ...rest] = await source().getMemberships();
    expect(rest).toHaveLength(0);
    expect(basic).toEqual({
      databaseId: 501,
      title: 'Basic',
      slug: 'basic',
      categoryIds: [31],
      description: 'For starters',
      cta: 'Get Basic',
      textBeforePrice: 'from',
      textAfterPrice: '/year',
      selectDomainCountText: 'Domains per year',
      tooltipContent: 'Domain operations',
      listTitle: 'Includes',
      features: ['Cost-price domains', 'SSL from 6.99'],
      planItems: [
        { numberOfDomains: '100', price: '49.99', isDefault: true, link: { url: 'https://cp.example.com/basic-s', target: '_blank' } },
        { numberOfDomains: '500', price: '199.99', isDefault: false, link: null },
      ],
    });
  });

  it('selects promotions by two-letter language, with a banner, highest priority first', async () => {
    const wp = source();
    const english = await wp.getPromotions('en-US');
    expect(english.map((p) => p.id)).toEqual(['promo-high', 'promo-low']);
    expect(english[0]).toMatchObject({
      nameOverride: 'Big sale',
      type: 'membership',
      stickyCtaText: 'Half price Membership, this week only',
      bannerFull: 'https://cms.example.com/high-full.png',
      bannerSquare: null,
      variations: [{ variantKey: 'b', ctaText: 'Claim it', landingUrlOverride: '/high-b', eventCode: 'HIGH_B', bannerSquare: 'https://cms.example.com/b-sq.png', bannerFull: null }],
    });
    expect((await wp.getPromotions('es')).map((p) => p.id)).toEqual(['promo-es']);
    expect((await wp.getPromotions('de')).map((p) => p.id)).toEqual(['promo-high', 'promo-low']);
    expect(fake.requests.every((r) => r.operationName === 'GetPromotions')).toBe(true);
  });

  it('reads theme options and categories', async () => {
    const options = await source().getThemeOptions();
    expect(options.integrations.tagManagerId).toBe('GTM-TEST1');
    expect(options.colors.accent).toBe('#ff6600');
    expect(options.logos.dark).toEqual({ altText: 'Logo', sourceUrl: 'https://cms.example.com/logo-dark.svg', size: 120 });
    expect(options.promotions.image).toBe('https://cms.example.com/promo.png');
    expect(options.advanced).toEqual({ safelist: ['bg-accent'], customScripts: [] });

    const categories = await source().listCategories();
    expect(categories).toEqual([
      { id: 'cat-news', categoryId: 7, name: 'News', slug: 'news', uri: '/category/news/' },
      { id: 'cat-guides', categoryId: 9, name: 'Guides', slug: 'guides', uri: '/category/guides/' },
    ]);
  });

  it('falls back to empty lists and default theme options when WordPress fails', async () => {
    fake.override = () => ({ status: 503 });
    const wp = source();
    await expect(wp.getMemberships()).resolves.toEqual([]);
    await expect(wp.getPromotions('en')).resolves.toEqual([]);
    await expect(wp.listCategories()).resolves.toEqual([]);
    const options = await wp.getThemeOptions();
    expect(options.colors.accent).toBeNull();
    expect(options.logos).toEqual({ dark: null, light: null, transparent: null });
    expect(logger.error).toHaveBeenCalledTimes(4);
  });
});

describe('WordPressContentSource.listPages', () => {
  it('walks the pages connection with the cursor and strips language prefixes', async () => {
    const many = Array.from({ length: 230 }, (_, i) => ({
      id: `p${i}`,
      uri: i === 0 ? '/nl/over-ons/' : `/page-${i}/`,
      title: `Page ${i}`,
      modified: '2024-01-01T00:00:00',
      locale: { id: i === 0 ? 'nl_NL' : 'en_US', locale: null },
      seo: { metaRobotsNoindex: i === 1 ? 'noindex' : 'index' },
    }));
    await withSite({ pages: many, posts: [] });
    const refs = await source().listPages();
    expect(fake.requests.map((r) => r.operationName)).toEqual(['GetAllPages', 'GetAllPages', 'GetAllPages']);
    expect(fake.requests[1]!.variables).toEqual({ first: 100, after: expect.any(String) });
    expect(refs).toHaveLength(230);
    expect(refs[0]).toEqual({ uri: '/over-ons/', locale: 'nl_NL', modified: '2024-01-01T00:00:00', noindex: false });
    expect(refs[1]).toMatchObject({ uri: '/page-1/', locale: 'en_US', noindex: true });
  });

  it('throws (and logs) when WordPress fails, so a sitemap is never silently empty', async () => {
    fake.override = () => ({ status: 500 });
    await expect(source().listPages()).rejects.toBeInstanceOf(WordPressError);
    expect(logger.error).toHaveBeenCalled();
  });
});

describe('WordPressContentSource caching', () => {
  /** A Map-backed cache with unstable_cache's contract: store what resolves, never a rejection. */
  function memoryCache() {
    const entries = new Map<string, unknown>();
    const calls: Array<{ key: readonly string[]; tags: readonly string[] }> = [];
    const cache: ContentCache = {
      async get<T>(key: readonly string[], tags: readonly string[], load: () => Promise<T>): Promise<T> {
        calls.push({ key, tags });
        const id = JSON.stringify(key);
        if (entries.has(id)) return entries.get(id) as T;
        const value = await load();
        entries.set(id, value);
        return value;
      },
    };
    return { cache, calls, entries };
  }

  it('tags each answer and serves repeats from the cache', async () => {
    const { cache, calls } = memoryCache();
    const wp = source({ cache });
    await wp.getPage('/about-us/', 'nl_NL');
    await wp.getPage('/about-us/', 'nl_NL');
    await wp.getPost('/blog/post-1/');
    await wp.listPosts({ first: 10 });
    expect(fake.requests).toHaveLength(4);
    expect(calls.map((c) => c.tags)).toEqual([
      ['wp', 'wp:page:/about-us/'],
      ['wp', 'wp:page:/nl/over-ons/'],
      ['wp', 'wp:page:/about-us/'],
      ['wp', 'wp:page:/nl/over-ons/'],
      ['wp', 'wp:post:/blog/post-1/'],
      ['wp', 'wp:posts'],
    ]);
    expect(calls[0]!.key).toContain('GetPageDetail');
    expect(calls[0]!.key.join(' ')).not.toContain('tok-123');
  });

  it('does not cache a failure: the next call asks WordPress again', async () => {
    const { cache, entries } = memoryCache();
    const wp = source({ cache });
    fake.override = () => ({ body: { errors: [{ message: 'temporary' }] } });
    await expect(wp.listPosts({ first: 10 })).resolves.toEqual({ nodes: [], pageInfo: { endCursor: null, hasNextPage: false } });
    expect(entries.size).toBe(0);
    fake.override = null;
    expect((await wp.listPosts({ first: 10 })).nodes).toHaveLength(5);
    expect(fake.requests).toHaveLength(2);
  });
});
