import { fromTrustedProxy, type HeaderSource } from '@/lib/http/client-address';
import { siteServerGlobals } from '@/lib/server/site-server-globals';

/**
 * The origin of the site's absolute links (canonical, hreflang, Open Graph, JSON-LD, sitemap, feeds,
 * robots.txt, mail links).
 *
 * - SITE_URL, when set, is the origin of every link: what production sets.
 * - Without it, links use the origin the request came to: its Host, or, when the request came
 *   through a proxy TRUSTED_PROXIES names, the proxy's X-Forwarded-Proto and X-Forwarded-Host
 *   (first values). So `PORT=3500 npm start` links to http://localhost:3500 (or whatever name the
 *   browser used), not to a fixed port.
 *
 * Pages are rendered once and served from a cache to every visitor, so a page cannot contain the
 * origin of the request that rendered it. Under the site's server (which sets
 * SITE_ORIGIN_FROM_REQUEST=1 when SITE_URL is unset) pages are rendered with ORIGIN_PLACEHOLDER and
 * the server puts each request's own origin in its response, as it does the CSP nonce
 * (scripts/server/origin-substitution.ts): a visitor never sees another visitor's Host. Links that
 * leave the response (a mail's confirmation link) take the current request's origin at once
 * (linkOrigin). Under `next dev` or plain `next start` the fallback is http://localhost:$PORT.
 *
 * A Host that is not a plain host name or address with an optional port (quotes, spaces, markup,
 * anything a browser would not send) is never used: the fallback is.
 */
export const ORIGIN_PLACEHOLDER = 'http://request-origin.site-server.invalid';

/** Set by the site's server when it substitutes each request's origin for ORIGIN_PLACEHOLDER. */
export const ORIGIN_FROM_REQUEST_ENV = 'SITE_ORIGIN_FROM_REQUEST';

type Env = Record<string, string | undefined>;

/** SITE_URL without its trailing slash, or null when unset. */
export function configuredSiteUrl(env: Env = process.env): string | null {
  const value = env.SITE_URL?.trim();
  if (!value) return null;
  const url = new URL(value); // throws on a malformed SITE_URL: siteConfig() reports it
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SITE_URL must be an http(s) URL: ${value}`);
  return value.replace(/\/+$/, '');
}

/** Where the site answers when nothing says otherwise. */
export function fallbackOrigin(env: Env = process.env): string {
  const port = Number(env.PORT);
  return `http://localhost:${Number.isInteger(port) && port > 0 && port < 65536 ? port : 3000}`;
}

/** The origin rendered into pages: SITE_URL, the placeholder the site's server substitutes, or the fallback. */
export function renderOrigin(env: Env = process.env): string {
  return configuredSiteUrl(env) ?? (env[ORIGIN_FROM_REQUEST_ENV] === '1' ? ORIGIN_PLACEHOLDER : fallbackOrigin(env));
}

const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV6_LITERAL = /^\[[0-9a-f:.]{2,45}\]$/;

/** `host` or `host:port` as a browser sends it (lower-cased), or null for anything else. */
export function plainHost(value: string | null | undefined): string | null {
  const host = value?.split(',')[0]?.trim().toLowerCase();
  if (!host || host.length > 260) return null;
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(host);
  const [name = '', port] = [match?.[1], match?.[2]];
  if (!HOST_NAME.test(name) && !IPV6_LITERAL.test(name)) return null;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  return port === undefined ? name : `${name}:${Number(port)}`;
}

/** The origin a request came to (see the module comment); SITE_URL when set. */
export function requestOrigin(headers: HeaderSource, env: Env = process.env): string {
  const configured = configuredSiteUrl(env);
  if (configured) return configured;
  let scheme = 'http';
  let host = plainHost(headers.get('host'));
  if (fromTrustedProxy(headers)) {
    const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (proto === 'https' || proto === 'http') scheme = proto;
    host = plainHost(headers.get('x-forwarded-host')) ?? host;
  }
  if (!host) return fallbackOrigin(env);
  const defaultPort = scheme === 'https' ? ':443' : ':80';
  return `${scheme}://${host.endsWith(defaultPort) ? host.slice(0, -defaultPort.length) : host}`;
}

/**
 * The origin of a link that leaves the response (a mail): SITE_URL, else the origin of the request
 * being served (from the site's server), else the fallback (scripts, `next dev`).
 */
export function linkOrigin(env: Env = process.env): string {
  return configuredSiteUrl(env) ?? siteServerGlobals().__siteRequestOrigin?.() ?? fallbackOrigin(env);
}
