import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTranslationMemories } from '@/lib/translation/memory';
import { EmbeddedContentSource } from '@/lib/content/embedded';
import type { ContentSource, ListPostsQuery, SearchPostsQuery } from '@/lib/content/types';
import { BLOG_FETCH_SIZE } from './constants';
import { fetchPostBatch, latestPosts, loadHub, postContentLocale } from './service';

/** The repository's embedded content (64 English posts), with every list/search call recorded. */
function recordingSource() {
  const inner = new EmbeddedContentSource(path.resolve('content'));
  const calls: Array<{ op: 'list' | 'search'; query: ListPostsQuery | SearchPostsQuery }> = [];
  const source = Object.create(inner) as ContentSource;
  source.listPosts = (query) => {
    calls.push({ op: 'list', query });
    return inner.listPosts(query);
  };
  source.searchPosts = (query) => {
    calls.push({ op: 'search', query });
    return inner.searchPosts(query);
  };
  return { source, calls };
}

// Spanish and Dutch category names come from the translation memory (the shipped translations are
// imported when it opens): a memory of its own, not the repository's data/.
let dataDir: string;
const savedDataDir = process.env.DATA_DIR;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'posts-service-'));
  process.env.DATA_DIR = dataDir;
});
afterAll(async () => {
  await closeTranslationMemories();
  if (savedDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = savedDataDir;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('loadHub (the server-rendered hub)', () => {
  it('page 1: one cursor page of 50, 10 shown, Next offered', async () => {
    const { source, calls } = recordingSource();
    const view = await loadHub('en', { category: null, search: null, page: 1 }, source);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toMatchObject({ first: BLOG_FETCH_SIZE, after: null, locale: 'en_US' });
    expect(view.posts).toHaveLength(10);
    expect(view.loaded).toBe(50);
    expect(view.hasNext).toBe(true);
    expect(view.mode).toBe('all');
    expect(view.posts[0]?.dateLabel).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it('paging past post 50 fetches the next cursor page (after the 50th post)', async () => {
    const { source, calls } = recordingSource();
    const first = await loadHub('en', { category: null, search: null, page: 1 }, source);
    const page6 = await loadHub('en', { category: null, search: null, page: 6 }, source);
    expect(calls).toHaveLength(3);
    expect(calls[2]?.query.after).toBe(first.endCursor);
    expect(page6.page).toBe(6);
    expect(page6.loaded).toBe(64);
    expect(page6.posts).toHaveLength(10);
    expect(page6.hasNextPage).toBe(false);
    expect(page6.pageCount).toBe(7);
    const page7 = await loadHub('en', { category: null, search: null, page: 12 }, source);
    expect(page7.page).toBe(7);
    expect(page7.posts).toHaveLength(4);
    expect(page7.hasNext).toBe(false);
  });

  it('a category lists only its posts by id (BlogListQuery categories) and hides Uncategorized from the tabs', async () => {
    const { source, calls } = recordingSource();
    const view = await loadHub('en', { category: 'ssl-certificates', search: null, page: 1 }, source);
    expect(calls[0]?.query).toMatchObject({ categories: [14] });
    expect(view.mode).toBe('category');
    expect(view.posts.length).toBeGreaterThan(0);
    expect(view.posts.every((post) => post.categories.some((c) => c.slug === 'ssl-certificates'))).toBe(true);
    expect(view.categories.map((c) => c.slug)).not.toContain('uncategorized');
    expect(view.categories.map((c) => c.slug)).not.toContain('press-releases');
    expect(view.categories.map((c) => c.slug)).toContain('domains');
  });

  it('an unknown category shows All Articles', async () => {
    const { source } = recordingSource();
    const view = await loadHub('en', { category: 'no-such-thing', search: null, page: 1 }, source);
    expect(view.state.category).toBeNull();
    expect(view.mode).toBe('all');
  });

  it('search finds a post by a word in its body; an empty result is an empty list', async () => {
    const { source, calls } = recordingSource();
    const view = await loadHub('en', { category: null, search: 'afternic', page: 1 }, source);
    expect(calls[0]?.op).toBe('search');
    expect(view.posts.map((post) => post.href)).toEqual(['/blog/domain-investing-basics']);
    const none = await loadHub('en', { category: null, search: 'zzzzqqq', page: 1 }, source);
    expect(none.posts).toEqual([]);
    expect(none.hasNext).toBe(false);
  });

  it('Spanish lists Spanish posts; diacritics and plural are folded by the search', async () => {
    const { source } = recordingSource();
    expect(postContentLocale('es')).toBe('es_ES');
    expect(postContentLocale('hi')).toBe('en_US');
    const batch = await fetchPostBatch({ locale: 'es', category: null, search: 'dominio' }, null, 50, source);
    expect(batch.nodes.map((post) => post.slug)).toContain('dominios-caducados-ciclo-de-vida');
    expect(batch.nodes.every((post) => post.locale === 'es_ES')).toBe(true);
    const view = await loadHub('es', { category: null, search: null, page: 1 }, source);
    expect(view.posts[0]?.href).toMatch(/^\/es\/blog\//);
    expect(view.posts[0]?.lang).toBe('es-ES');
    // Category names and dates in the page's language, without any engine.
    expect(view.categories.map((category) => category.name)).toEqual(expect.arrayContaining(['Dominios', 'Ciberseguridad', 'DNS y hosting', 'Noticias de la empresa']));
    expect(view.posts.flatMap((post) => post.categories.map((category) => category.name))).not.toContain('DNS and hosting');
    expect(view.posts[0]?.dateLabel).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    const dutch = await loadHub('nl', { category: 'dns-hosting', search: null, page: 1 }, source);
    expect(dutch.category?.name).toBe('DNS en hosting');
    expect(dutch.posts[0]?.dateLabel).toMatch(/^\d{1,2} [a-z]+ \d{4}$/);
  });

  it('category-prefixed slugs link as /blog/{category}/{slug}; excerpts are cut', async () => {
    const { source } = recordingSource();
    const view = await loadHub('en', { category: 'cybersecurity', search: null, page: 1 }, source);
    const nis2 = view.posts.find((post) => post.id === 'post-6' || post.href.includes('nis2'));
    expect(nis2?.href).toBe('/blog/cybersecurity/nis2-what-resellers-need-to-know');
    expect(view.posts.every((post) => Array.from(post.excerpt).length <= 87)).toBe(true);
  });
});

describe('latestPosts (the blog cards list)', () => {
  it('a configured page above 50 is filled by further requests of at most 50', async () => {
    const { posts, hasNextPage } = await latestPosts('en', { first: 60 });
    expect(posts).toHaveLength(60);
    expect(hasNextPage).toBe(true);
    const all = await latestPosts('en', { first: 500 });
    expect(all.posts.length).toBeGreaterThan(60);
    expect(all.hasNextPage).toBe(false);
  });
});
