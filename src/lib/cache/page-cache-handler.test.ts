import { describe, expect, it } from 'vitest';
import PageCacheHandler, { NOT_FOUND_ENTRIES, NotFoundCache } from './page-cache-handler.mjs';

/** A handler as Next builds it, in memory only (no disk: every read misses). */
function handler() {
  const missing = async () => {
    throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
  };
  const fs = { readFile: missing, stat: missing, existsSync: () => false, mkdir: async () => undefined, writeFile: missing };
  return new PageCacheHandler({ fs, flushToDisk: false, serverDistDir: '/nonexistent/.next/server', revalidatedTags: [], maxMemoryCacheSize: 50 * 1024 * 1024 });
}
const page = (status: number, html: string, tags = '') => ({ kind: 'APP_PAGE', html, rscData: Buffer.from(html), status, headers: tags ? { 'x-next-cache-tags': tags } : {}, postponed: undefined, segmentData: undefined });
const context = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

describe('page cache handler: not-found answers apart from pages', () => {
  it('a stream of unique unknown paths never evicts a page; the latest not-found answers stay cached', async () => {
    const cache = handler();
    await cache.set('/domains/tlds/xyz', page(200, '<main>xyz</main>'), { cacheControl: { revalidate: 300 } });
    for (let index = 0; index < 5 * NOT_FOUND_ENTRIES; index++) await cache.set(`/no-such-page-${index}`, page(404, 'x'.repeat(60_000)), { cacheControl: { revalidate: 300 } });
    expect((await cache.get('/domains/tlds/xyz', context))?.value).toMatchObject({ status: 200, html: '<main>xyz</main>' });
    expect((await cache.get(`/no-such-page-${5 * NOT_FOUND_ENTRIES - 1}`, context))?.value).toMatchObject({ status: 404 });
    expect(await cache.get('/no-such-page-0', context)).toBeNull();
  });

  it('a path that becomes a page replaces its not-found entry, and the other way round', async () => {
    const cache = handler();
    await cache.set('/new-page', page(404, 'gone'), {});
    await cache.set('/new-page', page(200, 'here'), {});
    expect((await cache.get('/new-page', context))?.value).toMatchObject({ status: 200 });
    await cache.set('/new-page', page(404, 'gone'), {});
    expect((await cache.get('/new-page', context))?.value).toMatchObject({ status: 404 });
  });

  it('a revalidated tag drops the not-found entries that carry it', async () => {
    const cache = handler();
    await cache.set('/unpublished', page(404, 'not yet', '_N_T_/layout,_N_T_/unpublished'), {});
    expect(await cache.get('/unpublished', context)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.revalidateTag(['_N_T_/unpublished']);
    expect(await cache.get('/unpublished', context)).toBeNull();
  });
});

describe('NotFoundCache', () => {
  it('is bounded by entries and by bytes, oldest out first', () => {
    const cache = new NotFoundCache(3, 100);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, key, 10);
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    cache.get('b');
    cache.set('e', 'e', 85);
    // b was read last, so c and d went first.
    expect([cache.get('b'), cache.get('c'), cache.get('d'), cache.get('e')]).toEqual(['b', undefined, undefined, 'e']);
    cache.set('huge', 'huge', 101);
    expect(cache.get('huge')).toBeUndefined();
  });
});
