import { DEFAULT_CONTENT_LOCALE } from '@/i18n/locales';
import { WordPressContentSource } from '../wordpress';
import { noCache } from './cache';

/**
 * Operator check of a WordPress endpoint: runs every operation the site uses once, uncached, and
 * reports which ones answer in a shape the site can read. Used by scripts/wordpress-check.ts.
 */
export interface CheckResult {
  operation: string;
  ok: boolean;
  /** What came back, e.g. "12 pages" or the error. */
  detail: string;
}

export interface CheckOptions {
  url: string;
  authToken?: string;
  timeoutMs: number;
  /** A page uri that must exist (default '/'). */
  pageUri?: string;
}

export async function checkWordPress(options: CheckOptions): Promise<CheckResult[]> {
  const errors: string[] = [];
  const source = new WordPressContentSource({
    url: options.url,
    authToken: options.authToken,
    timeoutMs: options.timeoutMs,
    cache: noCache,
    logger: { error: (message) => errors.push(message) },
  });
  const count = (n: number, noun: string, plural = `${noun}s`) => `${n} ${n === 1 ? noun : plural}`;
  const steps: Array<[string, () => Promise<string>]> = [
    [
      'GetPageDetail',
      async () => {
        const uri = options.pageUri ?? '/';
        const page = await source.getPage(uri, DEFAULT_CONTENT_LOCALE);
        if (!page) throw new Error(`no page at ${uri}`);
        return `"${page.title}" (${page.locale}), ${count(page.blocks.length, 'top-level block')}, ${count(page.translations.length, 'translation')}`;
      },
    ],
    ['GetAllPages', async () => count((await source.listPages()).length, 'page')],
    ['BlogListQuery', async () => count((await source.listPosts({ first: 10 })).nodes.length, 'post')],
    ['GetSearchedPosts', async () => count((await source.searchPosts({ search: 'domain', first: 10 })).nodes.length, 'post')],
    [
      'getPostDetail',
      async () => {
        const first = (await source.listPosts({ first: 1 })).nodes[0];
        if (!first) return 'skipped (no posts)';
        const post = await source.getPost(first.uri);
        if (!post) throw new Error(`no post at ${first.uri}`);
        return `"${post.title}"`;
      },
    ],
    ['GetCategories', async () => count((await source.listCategories()).length, 'category', 'categories')],
    ['GetThemeOptions', async () => `tag manager ${(await source.getThemeOptions()).integrations.tagManagerId ?? 'not set'}`],
    ['GetMemberships', async () => count((await source.getMemberships()).length, 'membership')],
    ['GetPromotions', async () => count((await source.getPromotions('en')).length, 'English promotion')],
  ];

  const results: CheckResult[] = [];
  for (const [operation, run] of steps) {
    errors.length = 0;
    try {
      const detail = await run();
      // Lists swallow failures (they are only logged); a logged error still fails the check.
      results.push(errors.length ? { operation, ok: false, detail: errors.join('; ') } : { operation, ok: true, detail });
    } catch (error) {
      results.push({ operation, ok: false, detail: errors[0] ?? (error as Error).message });
    }
  }
  return results;
}
