import { pageText, type PageText } from './page-text';

/**
 * A lean crawl of one locale of the running site over plain HTTP (no browser): the server-rendered
 * HTML of every page reachable from the locale's home page and listed in the sitemap, following
 * links within the locale. Used by the e2e language test (e2e/language.spec.ts) and by
 * `npm run translations:missing`.
 *
 * Pages that share a parent path with many siblings (a TLD page per extension, a glossary term per
 * link) are sampled: at most `perParent` pages per parent path; pages directly under the locale's
 * root (/es/faq, /es/templates …) are all taken. Breadth first, home page first, then the sitemap.
 */
export interface CrawlOptions {
  baseURL: string;
  /** The path prefix of the locale: 'es', 'nl', 'hi'. */
  locale: string;
  maxPages?: number;
  perParent?: number;
  concurrency?: number;
  /** Extra start paths (after the home page, before the sitemap). */
  roots?: string[];
  /**
   * Also every English content page of the sitemap under the locale's prefix (a page that exists
   * only in English is served, translated, under /es and /nl but listed in the sitemap in English
   * only). Per-item pages (TLDs, posts, glossary, explore, categories) are left to the locale's own
   * sitemap entries.
   */
  englishContentPages?: boolean;
}

export interface CrawledPage {
  path: string;
  status: number;
  text: PageText;
}

const SKIP = /^\/(?:api|_next)\/|\/(?:feed\.xml|robots\.txt|sitemap\.xml)$|\.(?:xml|txt|csv|json|png|jpe?g|svg|webp|ico|pdf|zip|rss|atom|mp3|mp4)$/i;

/** The site path of an href or sitemap URL when it is inside the site and the locale; else null. */
export function localePath(href: string, baseURL: string, locale: string): string | null {
  let url: URL;
  try {
    url = new URL(href, baseURL);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol)) return null;
  const path = decodeURI(url.pathname).replace(/\/+$/, '') || '/';
  if (path !== `/${locale}` && !path.startsWith(`/${locale}/`)) return null;
  return SKIP.test(path) ? null : path;
}

/** Every URL of /sitemap.xml (<loc> and hreflang alternates), as site paths. */
export async function sitemapPaths(baseURL: string): Promise<string[]> {
  const response = await fetch(`${baseURL}/sitemap.xml`);
  if (!response.ok) return [];
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>|\shref="([^"]+)"/g)].map((match) => (match[1] ?? match[2])!.replace(/&amp;/g, '&'));
  return [...new Set(urls.map((url) => new URL(url).pathname.replace(/\/+$/, '') || '/'))];
}

/** Pages of which the site has one per item (a TLD, a post, a term …). */
const PER_ITEM = /^\/(?:domains\/tlds|glossary|explore|category|blog)\/./;

function parentOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/')) || '/';
}

export async function fetchPage(baseURL: string, path: string): Promise<CrawledPage> {
  const response = await fetch(`${baseURL}${encodeURI(path)}`, { redirect: 'follow', headers: { accept: 'text/html' } });
  const html = await response.text();
  return { path, status: response.status, text: pageText(html) };
}

export async function crawlLocale(options: CrawlOptions): Promise<CrawledPage[]> {
  const { baseURL, locale } = options;
  const maxPages = options.maxPages ?? 250;
  const perParent = options.perParent ?? 30;
  const concurrency = options.concurrency ?? 3;
  const root = `/${locale}`;

  const queued = new Set<string>();
  const queue: string[] = [];
  const perParentCount = new Map<string, number>();
  const enqueue = (href: string) => {
    const path = localePath(href, baseURL, locale);
    if (!path || queued.has(path) || queued.size >= maxPages) return;
    const parent = parentOf(path);
    if (path !== root && parent !== root) {
      const seen = perParentCount.get(parent) ?? 0;
      if (seen >= perParent) return;
      perParentCount.set(parent, seen + 1);
    }
    queued.add(path);
    queue.push(path);
  };

  enqueue(root);
  for (const path of options.roots ?? []) enqueue(path);
  const sitemap = await sitemapPaths(baseURL);
  const fromSitemap = sitemap.filter((path) => localePath(path, baseURL, locale));
  if (options.englishContentPages) {
    const english = sitemap.filter((path) => path !== '/' && !/^\/(?:es|nl|hi)(?:\/|$)/.test(path) && !PER_ITEM.test(path));
    fromSitemap.push(...english.map((path) => `${root}${path}`));
  }

  const pages: CrawledPage[] = [];
  let active = 0;
  await new Promise<void>((resolve, reject) => {
    const pump = () => {
      if (!queue.length && active === 0) return resolve();
      while (active < concurrency && queue.length) {
        const path = queue.shift()!;
        active += 1;
        fetchPage(baseURL, path).then((page) => {
          pages.push(page);
          for (const link of page.text.links) enqueue(link);
          // After the home page's links, the sitemap's pages; deeper links after those.
          if (path === root) for (const entry of fromSitemap) enqueue(entry);
          active -= 1;
          pump();
        }, reject);
      }
    };
    pump();
  });
  return pages;
}
