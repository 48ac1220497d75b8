import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedContentSource, loadEmbeddedContent } from './embedded';
import { decodeCursor } from './paging';
import { ContentValidationError } from './reshape';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function contentDir(files: Record<string, unknown>): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'content-')), 'content');
  dirs.push(path.dirname(root));
  for (const [name, value] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return root;
}

const page = (locale: string, uri: string, blocks: unknown[] = [], extra: Record<string, unknown> = {}) => ({
  data: {
    page: {
      id: `${locale}${uri}`,
      uri,
      title: `${uri} in ${locale}`,
      slug: 'x',
      locale: { id: locale },
      translations: [],
      seo: { metaRobotsNoindex: 'noindex', schema: { pageType: ['WebPage', 'FAQPage'] } },
      blocks,
      ...extra,
    },
  },
});

const post = (n: number, category: number) => ({
  data: {
    post: {
      id: `p${n}`,
      postId: n,
      title: `Post ${n} about ${n % 2 ? 'domains' : 'ssl'}`,
      excerpt: 'x',
      content: '<p>body</p>',
      date: `2026-01-${String(n).padStart(2, '0')}T00:00:00`,
      slug: `post-${n}`,
      uri: `/blog/post-${n}/`,
      categories: { nodes: [{ id: `c${category}`, categoryId: category, name: `Cat ${category}`, slug: `cat-${category}` }] },
      locale: { id: 'en_US' },
    },
  },
});

describe('embedded content source', () => {
  it('reshapes pages: attributesJSON parsed, inner blocks at any depth, SEO flags', async () => {
    const inner = { name: 'acf/c', attributesJSON: '{"deep":true}', innerBlocks: [] };
    const root = contentDir({
      'pages/en_US/home.json': page('en_US', '/', [{ name: 'acf/a', attributesJSON: '{"x":1}', innerBlocks: [{ name: 'acf/b', attributesJSON: null, innerBlocks: [inner] }] }]),
    });
    const source = new EmbeddedContentSource(root);
    const home = await source.getPage('/', 'en_US');
    expect(home?.blocks).toEqual([
      { name: 'acf/a', attributes: { x: 1 }, innerBlocks: [{ name: 'acf/b', attributes: {}, innerBlocks: [{ name: 'acf/c', attributes: { deep: true }, innerBlocks: [] }] }] },
    ]);
    expect(home?.seo.robots).toEqual({ noindex: true, nofollow: false });
    expect(home?.seo.schema.pageType).toBe('WebPage');
  });

  it('falls back to the English document for a locale that lacks the page', async () => {
    const root = contentDir({
      'pages/en_US/about.json': page('en_US', '/about-us/'),
      'pages/nl_NL/about.json': page('nl_NL', '/about-us/'),
    });
    const source = new EmbeddedContentSource(root);
    expect((await source.getPage('/about-us', 'nl_NL'))?.locale).toBe('nl_NL');
    expect((await source.getPage('about-us/', 'es_ES'))?.locale).toBe('en_US');
    expect(await source.getPage('/missing', 'es_ES')).toBeNull();
  });

  it('a broken document names the file and the JSON path', () => {
    const root = contentDir({ 'pages/en_US/bad.json': page('en_US', '/bad/', [{ name: 'acf/a', attributesJSON: '{"x":', innerBlocks: [] }]) });
    expect(() => loadEmbeddedContent(root)).toThrow(ContentValidationError);
    expect(() => loadEmbeddedContent(root)).toThrow(/content[/\\]pages[/\\]en_US[/\\]bad\.json: data\.page\.blocks\[0\]\.attributesJSON: attributesJSON is not valid JSON/);
  });

  it('reports schema errors and invalid JSON files with their path', () => {
    const missingUri = contentDir({ 'pages/en_US/x.json': { data: { page: { id: '1', title: 't', uri: 'no-slash' } } } });
    expect(() => loadEmbeddedContent(missingUri)).toThrow(/x\.json: data\.page\.uri: uri must start with \//);
    const notJson = contentDir({ 'pages/en_US/y.json': '{ nope' });
    expect(() => loadEmbeddedContent(notJson)).toThrow(/y\.json: \(root\): not valid JSON/);
    const wrongFolder = contentDir({ 'pages/es_ES/z.json': page('nl_NL', '/z/') });
    expect(() => loadEmbeddedContent(wrongFolder)).toThrow(/data\.page\.locale\.id: is nl_NL but the file is under pages\/es_ES/);
  });

  it('lists posts newest first with cursor paging {endCursor, hasNextPage}', async () => {
    const root = contentDir(Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`posts/en_US/p${n}.json`, post(n, n % 2 ? 7 : 8)])));
    const source = new EmbeddedContentSource(root);
    const first = await source.listPosts({ first: 2 });
    expect(first.nodes.map((p) => p.postId)).toEqual([5, 4]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(decodeCursor(first.pageInfo.endCursor)).toBe(1);
    const second = await source.listPosts({ first: 2, after: first.pageInfo.endCursor });
    expect(second.nodes.map((p) => p.postId)).toEqual([3, 2]);
    const last = await source.listPosts({ first: 2, after: second.pageInfo.endCursor });
    expect(last.nodes.map((p) => p.postId)).toEqual([1]);
    expect(last.pageInfo.hasNextPage).toBe(false);
    expect((await source.listPosts({ first: 10, categories: [7] })).nodes.map((p) => p.postId)).toEqual([5, 3, 1]);
    expect((await source.searchPosts({ search: 'SSL', first: 10 })).nodes.map((p) => p.postId)).toEqual([4, 2]);
    expect((await source.getPost('/blog/post-3'))?.title).toBe('Post 3 about domains');
  });

  it('keeps promotions with a banner in the target language, highest priority first', async () => {
    const promotion = (id: string, locale: string, priority: number, banner: boolean) => ({
      id,
      title: id,
      locale: { locale },
      promotionDetails: { priority, bannerFull: banner ? { mediaItemUrl: `/${id}.png` } : null, bannerSquare: null, variations: [] },
    });
    const root = contentDir({
      'promotions.json': {
        data: { promotions: { nodes: [promotion('a', 'en_US', 1, true), promotion('b', 'en_US', 5, true), promotion('c', 'en_US', 9, false), promotion('d', 'nl_NL', 3, true)] } },
      },
    });
    const source = new EmbeddedContentSource(root);
    expect((await source.getPromotions('EN_us')).map((p) => p.id)).toEqual(['b', 'a']);
    expect((await source.getPromotions('nl')).map((p) => p.id)).toEqual(['d']);
    expect((await source.getPromotions('de')).map((p) => p.id)).toEqual(['b', 'a']);
  });
});
