import { defaultLocale, locales } from '../../i18n/locales';

/**
 * Work-around for a Next.js 16.2.6+ regression (vercel/next.js#94342): under `next start -H 127.0.0.1`
 * every English page answered 307 to itself.
 *
 * Cause: NextURL (the proxy's URL type) spells every loopback address as 'localhost', so the
 * internal rewrite next-intl makes for the default locale (/foo → /en/foo) leaves the proxy as
 * http://localhost:<port>/en/foo, while the router compares a proxy rewrite's origin with the bind
 * origin (http://127.0.0.1:<port>). They differ, the rewrite is proxied as an external one, comes
 * back through the proxy as /en/foo and is redirected to /foo: a loop. Any spelling of the bind
 * address in the rewrite is normalised back to 'localhost' by the adapter, so the proxy cannot
 * fix the origin.
 *
 * Fix: the default locale is not rewritten by the proxy at all. The proxy lets the request through
 * (with next-intl's locale header on it) and next.config.ts maps unprefixed paths onto /en with
 * ordinary config rewrites (DEFAULT_LOCALE_REWRITES), which the router applies internally whatever
 * the bind address is.
 */
export function withoutDefaultLocaleRewrite(headers: Headers, requestUrl: string): boolean {
  const rewrite = headers.get('x-middleware-rewrite');
  if (!rewrite) return false;
  let target: URL;
  let request: URL;
  try {
    target = new URL(rewrite, requestUrl);
    request = new URL(requestUrl);
  } catch {
    return false;
  }
  const prefix = `/${defaultLocale}`;
  const isDefaultLocaleRewrite = target.host === request.host && (target.pathname === prefix || target.pathname.startsWith(`${prefix}/`)) && stripTrailingSlash(target.pathname.slice(prefix.length) || '/') === stripTrailingSlash(request.pathname);
  if (!isDefaultLocaleRewrite) return false;
  headers.delete('x-middleware-rewrite');
  headers.set('x-middleware-next', '1');
  return true;
}

function stripTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * next.config.ts `rewrites().afterFiles`: after public files and API routes, an unprefixed path
 * is the default locale's page. (After files, so /robots.txt, /images/… and /api/… are untouched.)
 */
export const DEFAULT_LOCALE_REWRITES = [
  { source: '/', destination: `/${defaultLocale}` },
  { source: `/:path((?!(?:${locales.join('|')}|api|_next)(?:/|$)).*)`, destination: `/${defaultLocale}/:path` },
];
