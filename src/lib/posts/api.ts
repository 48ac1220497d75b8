import 'server-only';
import { z } from 'zod';
import { isLocale, type Locale } from '@/i18n/locales';
import { ApiError } from '@/lib/http/api-error';
import { findCategory } from './categories';
import { BLOG_FETCH_SIZE, SEARCH_MAX_LENGTH } from './constants';
import { normaliseSearch } from './hub';
import { enforcePostsSearchLimit } from './search-limit';
import { fetchPostBatch, getHubCategories, presentPostCards } from './service';
import type { PostBatch } from './types';

/**
 * GET /api/posts?locale=&category=&search=&after=&first= : one cursor page of blog cards, for the
 * hub island and the blog cards list. `search` runs GetSearchedPosts (the embedded FTS5 index),
 * otherwise BlogListQuery, by `category` slug when given. Answers may be cached for a minute.
 */
const querySchema = z.object({
  locale: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const locale = value ?? 'en';
      if (isLocale(locale)) return locale as Locale;
      ctx.addIssue({ code: 'custom', message: 'locale must be en, es, nl or hi' });
      return z.NEVER;
    }),
  category: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,99}$/i, 'category must be a category slug')
    .optional(),
  search: z.string().max(SEARCH_MAX_LENGTH * 2, `search is limited to ${SEARCH_MAX_LENGTH} characters`).optional(),
  after: z
    .string()
    .max(200, 'after is not a cursor')
    .regex(/^[A-Za-z0-9+/=:_-]+$/, 'after is not a cursor')
    .optional(),
  first: z.coerce.number().int('first must be a whole number').min(1, 'first must be 1 to 50').max(BLOG_FETCH_SIZE, 'first must be 1 to 50').optional(),
});


export async function postsResponse(request: Request): Promise<Response> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = querySchema.safeParse(params);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'query');
    throw new ApiError(400, 'invalid-query', issue?.message ?? 'invalid query', { [field]: issue?.message ?? 'invalid' });
  }
  const { locale, category: slug, after, first } = parsed.data;
  const search = normaliseSearch(parsed.data.search);
  if (parsed.data.search !== undefined && !search) throw new ApiError(400, 'search-required', 'search must contain a word', { search: 'search-required' });
  // Searches reach the content system uncached per text: limited per client (search-limit.ts).
  if (search) await enforcePostsSearchLimit(request.headers);
  const category = slug ? findCategory(await getHubCategories(), slug) : null;
  if (slug && !category) throw new ApiError(404, 'category-not-found', `There is no blog category '${slug}'`, { category: 'category-not-found' });
  const batch = await fetchPostBatch({ locale, category, search }, after ?? null, first ?? BLOG_FETCH_SIZE);
  const body: PostBatch = { posts: await presentPostCards(batch.nodes, locale), pageInfo: batch.pageInfo };
  return Response.json(body, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=240' } });
}
