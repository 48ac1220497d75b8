import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Cached pages carry nothing of the request that filled the cache (issue 24: after
 * `GET /glossary/hsts?email=alice%40example.com&gclid=SECRET123`, every later visitor of the cached
 * page got that query in its RSC payload — Next writes the rendering request's URL into the page as
 * its canonical URL parts and "rendered search").
 *
 * The site's server therefore hands Next a page URL without the query parameters that page does not
 * read, so a page rendered for the cache never sees them. Pages rendered per request that read their
 * query keep it (QUERY_PAGES; a unit test checks the list against every page that reads searchParams);
 * /blog keeps only the hub's own keys, which route it to its per-request view (next.config.ts). Next's
 * own `_rsc` (a cache-busting key of client navigations) always stays. The browser keeps the URL it
 * asked for: the client router reads location, not the payload, so analytics still see their
 * parameters; and a redirect Next answers gets the original query back (redirectWithQuery).
 * Cookies and other headers do not reach a cached render: a page that read them would be rendered
 * per request (Next's dynamic APIs), and the site's pages read none.
 */

/** Per-request pages (force-dynamic) that read their query: every key stays. Paths after an optional locale prefix. */
export const QUERY_PAGES: RegExp[] = [/^\/newsletter\/(?:confirm|unsubscribe)\/?$/, /^\/support\/ticket-result\/?$/, /^\/forms\/result\/?$/, /^\/blog\/hub\/?$/, /^\/domains\/search\/?$/];

/** The blog hub's state keys (src/lib/posts/rewrites.ts): /blog with one of them is rewritten to its per-request view. */
export const BLOG_HUB_KEYS = ['category', 'search', 'page'];
const BLOG = /^\/blog\/?$/;

/** Kept on every page: Next's cache-busting key of client navigations. */
const ALWAYS = ['_rsc'];

/** A locale prefix (/es, /nl, /hi, /en): any two letters, so this list does not repeat the locales. */
const withoutLocale = (pathname: string): string => pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/';

/**
 * The query keys a page keeps: 'all', or a list. /api and /_next (the image optimiser reads its
 * query) are not pages and keep everything.
 */
export function keptQueryKeys(pathname: string): 'all' | string[] {
  if (/^\/(?:api|_next)(?:\/|$)/.test(pathname)) return 'all';
  const path = withoutLocale(pathname);
  if (QUERY_PAGES.some((pattern) => pattern.test(path))) return 'all';
  if (BLOG.test(path)) return [...ALWAYS, ...BLOG_HUB_KEYS];
  return ALWAYS;
}

/**
 * The URL Next is given for a request URL, and the query that was taken off (null when nothing
 * was). Order and encoding of the kept parameters are as sent.
 */
export function pageUrl(url: string | undefined): { url: string; removed: string | null } {
  const raw = url ?? '/';
  const mark = raw.indexOf('?');
  if (mark === -1) return { url: raw, removed: null };
  const pathname = raw.slice(0, mark);
  const query = raw.slice(mark + 1);
  const keep = keptQueryKeys(pathname);
  if (keep === 'all') return { url: raw, removed: null };
  const kept: string[] = [];
  let changed = false;
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const name = pair.split('=')[0] ?? '';
    let key: string;
    try {
      key = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      key = name;
    }
    if (keep.includes(key)) kept.push(pair);
    else changed = true;
  }
  if (!changed) return { url: raw, removed: null };
  return { url: kept.length ? `${pathname}?${kept.join('&')}` : pathname, removed: query };
}

/**
 * A redirect Next answered for a URL whose query was taken off: the Location on this site gets the
 * original query back (unless it has one of its own), so `/en/x?utm_source=y` still lands on
 * `/x?utm_source=y`.
 */
export function redirectWithQuery(location: unknown, removed: string | null, host: string | undefined): unknown {
  if (!removed || typeof location !== 'string' || location.includes('?')) return location;
  let target: URL;
  try {
    target = new URL(location, 'http://site.invalid');
  } catch {
    return location;
  }
  const sameSite = target.host === 'site.invalid' || (host && target.host === host);
  if (!sameSite) return location;
  const [head, fragment] = location.split('#');
  return `${head}?${removed}${fragment !== undefined ? `#${fragment}` : ''}`;
}

/**
 * Gives Next the page URL; answers the head hook that puts the query back on its redirects (null
 * when nothing was taken off).
 */
export function stripPageQuery(req: IncomingMessage): ((res: ServerResponse) => void) | null {
  const { url, removed } = pageUrl(req.url);
  if (removed === null) return null;
  req.url = url;
  return (res) => {
    if (res.statusCode < 300 || res.statusCode >= 400) return;
    const location = res.getHeader('location');
    const restored = redirectWithQuery(location, removed, req.headers.host);
    if (restored !== location && typeof restored === 'string') res.setHeader('location', restored);
  };
}
