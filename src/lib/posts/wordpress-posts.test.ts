import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { WordPressContentSource } from '@/lib/content/wordpress';
import { startFakeWordPress, type FakeSiteData, type FakeWordPress } from '@/lib/content/wordpress/testing/fake-wpgraphql';
import { BLOG_FETCH_SIZE } from './constants';
import { fetchPostBatch, loadHub } from './service';

/**
 * The posts capability against the WordPress source: the specification's GetSearchedPosts,
 * BlogListQuery and getPostDetail on the wire, answered by the loopback fake WPGraphQL server.
 */
const category = (databaseId: number, slug: string, uri: string | null = `/category/${slug}/`) => ({ id: `cat-${slug}`, categoryId: databaseId, databaseId, name: slug[0]!.toUpperCase() + slug.slice(1), slug, uri });
const news = category(7, 'news');
const guides = category(9, 'guides');

function site(): FakeSiteData {
  // 120 English posts, newest first (WordPress's default order), every third one a guide.
  const posts = Array.from({ length: 120 }, (_, index) => {
    const n = index + 1;
    const day = String(1 + (index % 28)).padStart(2, '0');
    return {
      id: `post-${n}`,
      databaseId: 1000 + n,
      title: `Article ${n}`,
      excerpt: `<p>Excerpt of article ${n}, long enough to be cut by the rule of content-layer section five.</p>`,
      content: n === 77 ? '<p>The zanzibar word only lives in this body.</p>' : `<p>Body ${n}</p>`,
      date: `2026-${String(12 - Math.floor(index / 28)).padStart(2, '0')}-${day}T08:00:00`,
      modified: null,
      slug: `article-${n}`,
      uri: `/blog/article-${n}/`,
      isSticky: false,
      status: 'publish',
      categories: { nodes: [n % 3 === 0 ? guides : news] },
      featuredImage: null,
      locale: { id: 'en_US', locale: 'en_US' },
      translations: n === 1 ? [{ href: '/es/blog/articulo-1', locale: 'es_ES' }] : [],
      opMetaData: n === 1 ? JSON.stringify({ customImage: { url: 'https://cms.example.com/teaser.png' } }) : null,
      author: { node: { name: 'Editor', slug: 'editor' } },
      seo: { title: `Article ${n} | Blog`, metaDesc: `Meta ${n}` },
    };
  });
  return {
    pages: [],
    posts,
    categories: [news, guides, category(1, 'uncategorized'), category(4, 'press', '/press/releases/')],
  };
}

let fake: FakeWordPress;
let logger: { error: Mock<(message: string) => void> };
const wordpress = () => new WordPressContentSource({ url: fake.url, timeoutMs: 5000, logger });

beforeEach(async () => {
  fake = await startFakeWordPress(site());
  logger = { error: vi.fn<(message: string) => void>() };
});
afterEach(async () => {
  await fake.close();
});

describe('blog hub over WPGraphQL', () => {
  it('BlogListQuery {categories, post_count: 50, after}: page 6 continues after the 50th post', async () => {
    const source = wordpress();
    const first = await loadHub('en', { category: null, search: null, page: 1 }, source);
    const lists = () => fake.requests.filter((request) => request.operationName === 'BlogListQuery');
    expect(lists()).toHaveLength(1);
    expect(lists()[0]!.variables).toEqual({ categories: null, post_count: BLOG_FETCH_SIZE, after: null });
    expect(first.posts.map((post) => post.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Article ${i + 1}`));
    expect(first.posts[0]!.excerpt).toMatch(/…$/);
    expect(first.hasNext).toBe(true);

    const sixth = await loadHub('en', { category: null, search: null, page: 6 }, source);
    expect(lists()).toHaveLength(3);
    expect(lists()[2]!.variables).toEqual({ categories: null, post_count: 50, after: first.endCursor });
    expect(sixth.posts.map((post) => post.title)[0]).toBe('Article 51');
    expect(sixth.loaded).toBe(100);
    expect(sixth.hasNext).toBe(true);
    expect(sixth.categories.map((c) => c.slug)).toEqual(['news', 'guides']);
  });

  it('a category sends its id; an empty answer is No posts found, not an error', async () => {
    const view = await loadHub('en', { category: 'guides', search: null, page: 1 }, wordpress());
    const list = fake.requests.find((request) => request.operationName === 'BlogListQuery')!;
    expect(list.variables).toEqual({ categories: [9], post_count: 50, after: null });
    expect(view.posts.every((post) => post.categories[0]?.slug === 'guides')).toBe(true);
    expect(view.loaded).toBe(40);
    expect(view.pageCount).toBe(4);
  });

  it('GetSearchedPosts {search, post_count, after} finds a word in a post body', async () => {
    const batch = await fetchPostBatch({ locale: 'en', category: null, search: 'zanzibar' }, null, 50, wordpress());
    const search = fake.requests.find((request) => request.operationName === 'GetSearchedPosts')!;
    expect(search.variables).toEqual({ search: 'zanzibar', post_count: 50, after: null });
    expect(batch.nodes.map((post) => post.slug)).toEqual(['article-77']);
  });

  it('fetch errors are only logged: the hub renders with no posts', async () => {
    fake.override = (request) => (request.operationName === 'BlogListQuery' ? { status: 500, body: { errors: [{ message: 'boom' }] } } : undefined);
    const view = await loadHub('en', { category: null, search: null, page: 1 }, wordpress());
    expect(view.posts).toEqual([]);
    expect(view.hasNext).toBe(false);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('BlogListQuery failed'));
  });
});

describe('getPostDetail by uri', () => {
  it('carries translations, modified and the opMetaData custom image', async () => {
    const post = await wordpress().getPost('/blog/article-1/');
    const request = fake.requests.find((candidate) => candidate.operationName === 'getPostDetail')!;
    expect(request.variables).toEqual({ uri: '/blog/article-1/' });
    expect(request.query).toContain('post(id: $uri, idType: URI)');
    expect(post).toMatchObject({ slug: 'article-1', translations: [{ href: '/es/blog/articulo-1', locale: 'es_ES' }], customImageUrl: 'https://cms.example.com/teaser.png', modified: null });
    await expect(wordpress().getPost('/blog/none/')).resolves.toBeNull();
  });
});
