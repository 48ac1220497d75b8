/**
 * The site's page cache (next.config.ts `cacheHandler`): Next's own in-memory cache
 * (FileSystemCache that never writes to disk: a bounded LRU of cacheMaxMemorySize) for pages, with
 * one change — not-found answers live in a small cache of their own. Pages stay in each process's
 * memory: a process serves what it rendered with its own configuration, and no cached page
 * outlives a restart (docs/csp.md).
 *
 * Every path no page has renders the not-found page once and is cached under that path. In Next's
 * LRU, a stream of unique unknown paths (a scanner, 13 per second in the audit) pushed out the
 * pages visitors read less often (the 2,254 TLD pages, translated pages), which then had to be
 * rendered again. Here not-found entries are kept apart, at most NOT_FOUND_ENTRIES of them and
 * NOT_FOUND_BYTES in all (oldest out first), so they can never evict a page. A repeated unknown
 * path is still answered from the cache; tag and path revalidation apply to them as to pages (a
 * page published later is not hidden by its old not-found entry).
 *
 * Next counts a custom handler's fetch entries without its 2 MB per-entry limit; that limit is
 * kept here, so nothing else about caching changes.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import tagsManifest from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const { areTagsExpired } = tagsManifest;

export const NOT_FOUND_ENTRIES = 200;
export const NOT_FOUND_BYTES = 8 * 1024 * 1024;
const FETCH_ENTRY_LIMIT = 2 * 1024 * 1024;
const CACHE_TAGS_HEADER = 'x-next-cache-tags';

/** A bounded LRU of not-found entries (by count and by bytes). */
export class NotFoundCache {
  constructor(maxEntries = NOT_FOUND_ENTRIES, maxBytes = NOT_FOUND_BYTES) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.entries = new Map();
    this.bytes = 0;
  }

  get(key) {
    const found = this.entries.get(key);
    if (!found) return undefined;
    this.entries.delete(key);
    this.entries.set(key, found);
    return found.entry;
  }

  set(key, entry, size) {
    this.delete(key);
    if (size > this.maxBytes) return;
    this.entries.set(key, { entry, size });
    this.bytes += size;
    for (const [oldest, { size: oldestSize }] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= oldestSize;
    }
  }

  delete(key) {
    const found = this.entries.get(key);
    if (!found) return;
    this.entries.delete(key);
    this.bytes -= found.size;
  }

  get size() {
    return this.entries.size;
  }
}

/** A rendered answer with the not-found status. */
export function isNotFoundPage(data) {
  return Boolean(data) && data.kind === 'APP_PAGE' && data.status === 404;
}

function entrySize(key, data) {
  const html = typeof data.html === 'string' ? data.html.length : 0;
  const rsc = data.rscData?.length ?? 0;
  let segments = 0;
  if (data.segmentData) for (const [name, buffer] of data.segmentData) segments += name.length + (buffer?.length ?? 0);
  return key.length + html + rsc + segments;
}

const notFoundPages = new NotFoundCache();

export default class PageCacheHandler extends FileSystemCache {
  constructor(ctx) {
    // Never to disk (what `experimental.isrFlushToDisk: false` did; this keeps the build quiet).
    super({ ...ctx, flushToDisk: false });
  }

  /** Every revalidation (revalidateTag, revalidatePath) also reaches the site server's page memory. */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    globalThis.__sitePagesChanged?.();
  }

  async get(key, ctx) {
    const entry = notFoundPages.get(key);
    if (entry) {
      const tags = entry.value?.headers?.[CACHE_TAGS_HEADER];
      if (typeof tags === 'string' && tags && areTagsExpired(tags.split(','), entry.lastModified)) {
        notFoundPages.delete(key);
        return null;
      }
      return entry;
    }
    return super.get(key, ctx);
  }

  async set(key, data, ctx) {
    if (isNotFoundPage(data)) {
      notFoundPages.set(key, { value: data, lastModified: Date.now(), cacheControl: ctx?.cacheControl }, entrySize(key, data));
      // A page that is gone now: its old entry goes with it.
      FileSystemCache.memoryCache?.remove(key);
      return;
    }
    notFoundPages.delete(key);
    if (data?.kind === 'FETCH' && JSON.stringify(data).length > FETCH_ENTRY_LIMIT) return;
    return super.set(key, data, ctx);
  }
}
