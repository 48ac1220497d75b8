import { ApiError, errorResponse, toErrorResponse, type FieldErrors } from '@/lib/http/api-error';
import { readBodyText } from '@/lib/http/json-body';
import { clientIp } from '@/lib/http/rate-limit';
import { ContentConfigError, readRevalidateSecret } from '@/lib/content/config';
import { wpTags } from '@/lib/content/wordpress/cache';
import { promotionsService } from '@/lib/promotions/service';
import {
  applyRevalidation,
  planRevalidation,
  revalidateBodySchema,
  secretGuessLimiter,
  secretMatches,
} from '@/lib/content/wordpress/revalidate';

/**
 * POST /api/revalidate — drop cached content so an edit shows without a rebuild.
 * Secret: header `x-revalidate-secret` or JSON `{secret}` (REVALIDATE_SECRET, compared in constant time).
 * Body: `{tags?: string[], uri?: string, type?: 'page'|'post'}`. See docs/wordpress.md.
 * Wrong secrets count per client: past SECRET_GUESSES in the window, 429 before any comparison.
 */
const MAX_BODY_BYTES = 64 * 1024;

function unauthorized(code: 'missing-secret' | 'invalid-secret', message: string): Response {
  return errorResponse(new ApiError(401, code, message));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function POST(request: Request): Promise<Response> {
  try {
    let expected: string | undefined;
    try {
      expected = readRevalidateSecret();
    } catch (error) {
      if (error instanceof ContentConfigError) throw new ApiError(503, 'revalidate-not-configured', error.message);
      throw error;
    }
    if (!expected) throw new ApiError(503, 'revalidate-not-configured', 'Revalidation is not configured (REVALIDATE_SECRET is not set)');
    const client = clientIp(request.headers);
    const guesses = secretGuessLimiter();
    const left = await guesses.spend(client, 0);
    if (left.remaining <= 0) {
      throw new ApiError(429, 'rate-limit-exceeded', 'Too many wrong secrets; try again later', undefined, { 'Retry-After': String(left.retryAfterSeconds) });
    }

    // The cap applies before the secret check: the body (which may carry the secret) is streamed
    // and cut off at MAX_BODY_BYTES (413 payload-too-large), so no caller, with or without the
    // secret, makes the server hold more than that.
    const text = await readBodyText(request, MAX_BODY_BYTES);
    let json: unknown;
    let jsonValid = true;
    try {
      json = text.trim() ? JSON.parse(text) : {};
    } catch {
      jsonValid = false;
    }

    const given = request.headers.get('x-revalidate-secret') ?? (isRecord(json) && typeof json.secret === 'string' ? json.secret : null);
    if (given === null) return unauthorized('missing-secret', 'Give the secret in the x-revalidate-secret header or as {secret}');
    if (!secretMatches(given, expected)) {
      await guesses.spend(client, 1);
      return unauthorized('invalid-secret', 'The revalidation secret is wrong');
    }

    if (!jsonValid) throw new ApiError(400, 'invalid-json', 'Body is not valid JSON');
    const parsed = revalidateBodySchema.safeParse(json);
    if (!parsed.success) {
      const fields: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.map(String).join('.') || 'body';
        fields[key] ??= issue.message;
      }
      throw new ApiError(400, 'invalid-body', 'Body must be {tags?: string[], uri?: string, type?: "page"|"post"} with tags or a uri', fields);
    }

    const plan = planRevalidation(parsed.data);
    applyRevalidation(plan);
    // GET /api/promos keeps its own 300 s cache: the promotions tag (or the catch-all) purges it.
    if (plan.tags.includes(wpTags.promotions) || plan.tags.includes(wpTags.all)) promotionsService().purge();
    return Response.json({ success: true, revalidated: plan, now: Date.now() }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return toErrorResponse(error, 'api/revalidate');
  }
}
