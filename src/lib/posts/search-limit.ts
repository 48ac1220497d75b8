import { createTranslator } from 'use-intl/core';
import { htmlLangByLocale, isLocale, localizedPath, messageLocaleByLocale, type Locale } from '@/i18n/locales';
import { ApiError } from '@/lib/http/api-error';
import { clientIp, RateLimiter, type RateLimitVerdict } from '@/lib/http/rate-limit';
import enBlog from '../../../messages/en/blog.json';
import esBlog from '../../../messages/es/blog.json';
import nlBlog from '../../../messages/nl/blog.json';
import { normaliseSearch } from './hub';

/**
 * Blog searches reach the content system (WordPress) uncached per text, so each client may search
 * POSTS_SEARCH_RATE_LIMIT times a minute (default 60) — through GET /api/posts?search= and through
 * the hub page (/blog?search=, /{locale}/blog?search=, and its /blog/hub view) alike: one counter
 * per client in the process, shared by the route and src/proxy.ts (which Next bundles apart, hence
 * the holder on globalThis). Over the limit the API answers 429 `rate-limit-exceeded`, the page 429
 * with a short page in its language (searchLimitedPage).
 */
interface LimiterHolder {
  __sitePostsSearchLimiter?: { limit: number; limiter: RateLimiter };
}

export function postsSearchLimiter(): RateLimiter {
  const limit = Number(process.env.POSTS_SEARCH_RATE_LIMIT || 60);
  const holder = globalThis as LimiterHolder;
  if (holder.__sitePostsSearchLimiter?.limit !== limit) holder.__sitePostsSearchLimiter = { limit, limiter: new RateLimiter({ name: 'posts-search', limit, windowMs: 60_000 }) };
  return holder.__sitePostsSearchLimiter.limiter;
}

const HUB_PATH = /^(?:\/(?<locale>[a-z]{2}))?\/blog(?:\/hub)?\/?$/;

/** The locale of a hub page that runs a search (a non-empty ?search=), or null for any other request. */
export function hubSearchLocale(url: URL): Locale | null {
  const match = HUB_PATH.exec(url.pathname);
  if (!match || !normaliseSearch(url.searchParams.get('search'))) return null;
  const locale = match.groups?.locale ?? 'en';
  return isLocale(locale) ? locale : null;
}

/** Counts a hub-page search for the client. */
export function countHubSearch(headers: Headers): Promise<RateLimitVerdict> {
  return postsSearchLimiter().hit(clientIp(headers));
}

/**
 * Counts an API search; over the limit, the spec's 429 `rate-limit-exceeded`. Thrown from here, not
 * by the limiter's enforce(): the limiter may come from the proxy's bundle, whose ApiError class is
 * not the route's.
 */
export async function enforcePostsSearchLimit(headers: Headers): Promise<void> {
  const verdict = await postsSearchLimiter().hit(clientIp(headers));
  if (!verdict.allowed) throw new ApiError(429, 'rate-limit-exceeded', 'rate-limit-exceeded', undefined, { 'Retry-After': String(verdict.retryAfterSeconds) });
}

const CATALOGUES = { en: enBlog, es: esBlog, nl: nlBlog } as const;
const escape = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The 429 answer of a hub page over the limit: a short page in the locale's language, no script. */
export function searchLimitedPage(locale: Locale, retryAfterSeconds: number): Response {
  // Only the blog's catalogue: src/proxy.ts bundles this module, and needs no other namespace.
  const t = createTranslator({ locale: htmlLangByLocale[locale], messages: { blog: CATALOGUES[messageLocaleByLocale[locale]] }, namespace: 'blog.hub.searchLimited' });
  const html = `<!doctype html><html lang="${htmlLangByLocale[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t('title'))}</title></head><body><main><h1>${escape(t('title'))}</h1><p>${escape(t('text', { seconds: retryAfterSeconds }))}</p><p><a href="${localizedPath('/blog', locale)}">${escape(t('back'))}</a></p></main></body></html>`;
  return new Response(html, { status: 429, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSeconds) } });
}
