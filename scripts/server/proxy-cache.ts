/**
 * Answers for the caching proxy (deploy/nginx-cache.conf; docs/csp.md "Pages a shared cache can
 * serve"): nginx keeps pages in its own cache and puts a fresh nonce ($request_id) in each answer
 * itself, so it asks the site for pages with the CSP placeholder still in them.
 *
 * The placeholder is the secret that makes nonces unguessable, so only a request that names it
 * (x-site-nonce-placeholder, which the proxy's configuration sets and overwrites) gets such an
 * answer; any other request gets its own nonce as before. The header is removed before Next sees
 * the request. An answer with the placeholder in it:
 * - is only HTML or an RSC payload (the types the proxy's sub_filter rewrites; anything else is
 *   substituted here as usual);
 * - says how long the proxy may keep it in X-Accel-Expires (nginx reads and drops it): the page's
 *   own shared-cache lifetime from Next, capped at PROXY_CACHE_SECONDS (default 5), so a
 *   `POST /api/revalidate` reaches visitors within that time; 0 for pages rendered per request;
 * - stays `Cache-Control: private, no-cache` for every other cache (the browser, a CDN), without
 *   validators, like every page answer.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sharedCacheSeconds } from './next-contract';

export const CACHING_PROXY_HEADER = 'x-site-nonce-placeholder';
export const DEFAULT_PROXY_CACHE_SECONDS = 5;

/** Whether the request comes from the caching proxy (it names the placeholder); the header is removed either way. */
export function fromCachingProxy(req: IncomingMessage, placeholder: Buffer): boolean {
  const given = req.headers[CACHING_PROXY_HEADER];
  if (given === undefined) return false;
  delete req.headers[CACHING_PROXY_HEADER];
  const value = Buffer.from(typeof given === 'string' ? given : '');
  return value.length === placeholder.length && timingSafeEqual(value, placeholder);
}

/** The types the proxy substitutes the nonce in. */
export function proxySubstitutes(contentType: unknown): boolean {
  return /^(?:text\/html|text\/x-component)\b/i.test(String(contentType ?? ''));
}

export function proxyCacheSeconds(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.PROXY_CACHE_SECONDS ?? DEFAULT_PROXY_CACHE_SECONDS);
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_PROXY_CACHE_SECONDS;
}

/** Heads an answer that keeps its placeholder for the proxy (see the module comment). */
export function headForProxy(res: ServerResponse, maxSeconds: number): void {
  const shared = sharedCacheSeconds(res.getHeader('cache-control'));
  // nginx reads X-Accel-Expires over Cache-Control only when it comes first (its configuration also
  // ignores Cache-Control here): Cache-Control is set again after it.
  res.removeHeader('cache-control');
  res.setHeader('x-accel-expires', String(shared === null ? 0 : Math.min(shared, maxSeconds)));
  res.setHeader('cache-control', 'private, no-cache');
  res.removeHeader('etag');
  res.removeHeader('last-modified');
}
