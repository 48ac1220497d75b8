import { isLocale, localizedPath, type Locale } from '@/i18n/locales';
import type { Block, BlockAttributes, JsonValue } from './types';

/**
 * Site links inside content, in the page's locale. A page under /es, /nl or /hi that links
 * '/membership-plans' (English content served under /hi, an English-only page under /es, or a
 * localized document an editor wrote without the prefix) links '/es/membership-plans' instead, so a
 * visitor stays in the language they chose and every localized page is reached from its own
 * language. Links that already carry a locale prefix, blog posts (their address names their
 * language), files (/images/…, /media/…, anything with a file extension), /api and /_next paths and
 * other hosts stay as written.
 */
const NOT_A_PAGE = /^\/(?:_next|api|images|media|fonts)(?:\/|$)|\.[a-z0-9]{2,5}(?:[?#]|$)/i;
/**
 * A blog post's address names its language (/blog/{slug} for English posts,
 * /{lang}/blog/{slug} for the others): a link to a post is kept as written. The hub (/blog) is not a post.
 */
const BLOG_POST = /^\/blog\/[^?#]/i;

/** A site path: '/', '/a/b', '/a?x=1#y' — no spaces, no second slash at the start. */
const SITE_PATH = /^\/(?!\/)[^\s"'<>]*$/;

export function localizeSitePath(value: string, locale: Locale): string {
  if (locale === 'en' || !SITE_PATH.test(value) || NOT_A_PAGE.test(value) || BLOG_POST.test(value)) return value;
  const first = value.slice(1).split(/[/?#]/, 1)[0] ?? '';
  if (isLocale(first)) return value;
  const at = value.search(/[?#]/);
  const path = at < 0 ? value : value.slice(0, at);
  const rest = at < 0 ? '' : value.slice(at);
  return localizedPath(path, locale) + rest;
}

const HREF = /(\bhref\s*=\s*)(["'])(\/[^"']*)\2/gi;

function localizeString(value: string, locale: Locale): string {
  if (value.includes('<')) return value.replace(HREF, (_match, attribute: string, quote: string, href: string) => `${attribute}${quote}${localizeSitePath(href, locale)}${quote}`);
  return localizeSitePath(value, locale);
}

function localizeValue(value: JsonValue, locale: Locale): JsonValue {
  if (typeof value === 'string') return localizeString(value, locale);
  if (Array.isArray(value)) return value.map((item) => localizeValue(item, locale));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localizeValue(item, locale)]));
  return value;
}

/** The blocks with every site link in their attributes (plain values and HTML hrefs) in the locale. */
export function localizeBlockLinks(blocks: readonly Block[], locale: Locale): Block[] {
  if (locale === 'en') return [...blocks];
  return blocks.map((block) => ({
    ...block,
    attributes: localizeValue(block.attributes, locale) as BlockAttributes,
    innerBlocks: localizeBlockLinks(block.innerBlocks, locale),
  }));
}
