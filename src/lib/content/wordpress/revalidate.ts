import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { z } from 'zod';
import { RateLimiter } from '@/lib/http/rate-limit';
import { isLocale, locales } from '@/i18n/locales';
import { normaliseUri } from '../reshape';
import { wpTags } from './cache';

/**
 * On-demand revalidation (POST /api/revalidate): WordPress (a publish webhook) or an editor tells the
 * site what changed, the site drops the cached answers and pages that used them, and the next visit
 * renders the edit — no rebuild.
 */

/** A uri is a site-relative path ('/about-us/') or a CMS permalink (its path is used). */
const uriSchema = z
  .string()
  .trim()
  .min(1, 'uri is empty')
  .max(2048, 'uri is longer than 2048 characters')
  .transform((value, ctx) => {
    if (value.startsWith('/')) return normaliseUri(value);
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return normaliseUri(url.pathname);
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'uri must start with / or be an http(s) URL' });
    return z.NEVER;
  });

export const revalidateBodySchema = z
  .object({
    /** Accepted here or in the x-revalidate-secret header; checked before the rest of the body. */
    secret: z.string().optional(),
    tags: z
      .array(z.string().trim().min(1, 'tag is empty').max(256, 'tag is longer than 256 characters'))
      .max(64, 'at most 64 tags')
      .optional(),
    uri: uriSchema.optional(),
    type: z.enum(['page', 'post']).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.tags?.length && body.uri === undefined) {
      ctx.addIssue({ code: 'custom', path: ['uri'], message: 'give tags or a uri' });
    }
    if (body.type !== undefined && body.uri === undefined) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: 'type needs a uri' });
    }
  });
export type RevalidateBody = z.infer<typeof revalidateBodySchema>;

export interface RevalidationPlan {
  tags: string[];
  paths: string[];
}

/**
 * What to drop for a request:
 *  - every tag given, as is;
 *  - a page uri: `wp:page:<uri>` and `wp:pages` (the sitemap), plus the page's route path in every
 *    locale (`/<locale><path>`, the internal next-intl path), with a leading language segment of the
 *    WordPress uri removed ('/nl/over-ons/' is the site's '/over-ons' in nl);
 *  - a post uri (type 'post'): `wp:post:<uri>` and `wp:posts` (lists and searches that show it).
 * Pages rendered from a tagged answer carry its tag, so the tags alone already refresh them; the
 * paths are a second line for pages prerendered before the tag existed.
 */
export function planRevalidation(body: RevalidateBody): RevalidationPlan {
  const tags = new Set(body.tags ?? []);
  const paths = new Set<string>();
  if (body.uri !== undefined) {
    if (body.type === 'post') {
      tags.add(wpTags.post(body.uri));
      tags.add(wpTags.posts);
    } else {
      tags.add(wpTags.page(body.uri));
      tags.add(wpTags.pages);
      const segments = body.uri.split('/').filter(Boolean);
      const first = segments[0];
      const rest = first !== undefined && isLocale(first) ? segments.slice(1) : segments;
      const path = rest.length ? `/${rest.join('/')}` : '';
      for (const locale of locales) paths.add(`/${locale}${path}`);
    }
  }
  return { tags: [...tags], paths: [...paths] };
}

/**
 * Drops the tags immediately (`expire: 0`): the caller is a webhook outside a Server Action, and an
 * editor who just published expects the next view to show the edit, not a stale copy.
 */
export function applyRevalidation(plan: RevalidationPlan): void {
  for (const tag of plan.tags) revalidateTag(tag, { expire: 0 });
  for (const path of plan.paths) revalidatePath(path);
}

/**
 * Wrong secrets are limited per client: after SECRET_GUESSES wrong ones in SECRET_GUESS_WINDOW_MS,
 * the client's calls are answered 429 before any secret is compared (the right one included), so
 * the secret cannot be guessed at the rate a client can send.
 */
export const SECRET_GUESSES = 10;
export const SECRET_GUESS_WINDOW_MS = 15 * 60_000;
let guesses: RateLimiter | undefined;
export function secretGuessLimiter(): RateLimiter {
  guesses ??= new RateLimiter({ name: 'revalidate-secret', limit: SECRET_GUESSES, windowMs: SECRET_GUESS_WINDOW_MS });
  return guesses;
}

/** Constant-time comparison (hashing first makes the lengths equal, so the length does not leak either). */
export function secretMatches(given: string | undefined | null, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
