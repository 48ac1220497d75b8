import { createHash } from 'node:crypto';
import { unstable_cache } from 'next/cache';
import { normaliseUri } from '../reshape';

/**
 * The data cache for WordPress answers.
 *
 * Why `unstable_cache` and not `fetch(url, { next: { tags, revalidate } })`:
 *  - In Next 16 a POST fetch *can* be cached (`cache: 'force-cache'` or `next.revalidate` opt in, the
 *    key covers URL, method, headers and body), but fetch caching stores every 200 response — and
 *    WPGraphQL answers GraphQL errors with status 200, so a transient error would be cached for the
 *    whole revalidate window.
 *  - `unstable_cache` caches the *result of our function*: the answer is stored only after it passed
 *    the GraphQL error check, the zod schemas and reshaping; a throw is never stored, and while a
 *    stale entry exists a failing background revalidation keeps serving the stale value.
 *  - `'use cache'` + `cacheTag` needs `cacheComponents: true` in next.config, which this app does not
 *    enable; `unstable_cache` works with a plain `next build && next start`.
 * Tags passed here are also collected by the page being prerendered, so revalidateTag() invalidates
 * both the cached answer and the ISR page that used it.
 *
 * Outside Next (vitest, CLIs) there is no incremental cache and unstable_cache throws, so the cache is
 * injected: `nextDataCache()` in the app, `noCache` in tests and scripts.
 */
export interface ContentCache {
  /** Returns the cached value for key, or runs load() and caches what it resolves to (never a rejection). */
  get<T>(key: readonly string[], tags: readonly string[], load: () => Promise<T>): Promise<T>;
}

export const noCache: ContentCache = {
  get: (_key, _tags, load) => load(),
};

export function nextDataCache(revalidateSeconds: number): ContentCache {
  if (revalidateSeconds <= 0) return noCache;
  return {
    get: (key, tags, load) =>
      // keyParts identify the call (operation + variables); the closure's source text is the same
      // for every call, so the key parts alone decide the cache entry.
      unstable_cache(load, ['wordpress', ...key], { tags: [...tags], revalidate: revalidateSeconds })(),
  };
}

/** Next ignores tags longer than 256 characters; a longer uri is tagged by its hash instead. */
const MAX_TAG_LENGTH = 256;

function uriTag(prefix: string, uri: string): string {
  const tag = `${prefix}:${normaliseUri(uri)}`;
  if (tag.length <= MAX_TAG_LENGTH) return tag;
  return `${prefix}#${createHash('sha256').update(normaliseUri(uri)).digest('hex')}`;
}

/**
 * Tag vocabulary (documented in docs/wordpress.md):
 *   wp                      every WordPress answer
 *   wp:page:<uri>           GetPageDetail for that WordPress uri ('/about-us/')
 *   wp:pages                the page list (sitemap)
 *   wp:post:<uri>           getPostDetail for that uri
 *   wp:posts                blog lists and post searches
 *   wp:categories, wp:theme-options, wp:memberships, wp:promotions
 */
export const wpTags = {
  all: 'wp',
  page: (uri: string) => uriTag('wp:page', uri),
  pages: 'wp:pages',
  post: (uri: string) => uriTag('wp:post', uri),
  posts: 'wp:posts',
  categories: 'wp:categories',
  themeOptions: 'wp:theme-options',
  memberships: 'wp:memberships',
  promotions: 'wp:promotions',
  menus: 'wp:menus',
} as const;
