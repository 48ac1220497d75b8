import 'server-only';
import { z } from 'zod';
import { ApiError } from '@/lib/http/api-error';
import { readJsonBody } from '@/lib/http/json-body';
import { clientIp, configuredRateLimiter, type RateLimiter } from '@/lib/http/rate-limit';
import { engineBudget, type BudgetVerdict } from './budget';
import { translationConfig } from './config';
import { collectStrings } from './fields';
import { translationService } from './index';
import { normaliseLanguage, type Language } from './languages';
import type { TranslationService } from './service';

/**
 * POST /api/translate-json.
 *
 * Body: {source_language (default 'en'), target_language (its first two letters count: es, nl,
 * en), env ('dev' …, accepted and not used), json: an object, a list of objects or a list of
 * strings}. Answer 200: {success: true, source_language, target_language, json, stats} where json
 * mirrors the input's shape with only human text translated (fields.ts, mode 'json').
 *
 * Caps, checked before any string is looked at further (docs/translation.md): the body at most
 * MAX_TRANSLATE_BODY_BYTES (413 `payload-too-large`), at most MAX_TRANSLATE_STRINGS strings to
 * translate (413 `too-many-strings`) of at most MAX_TRANSLATE_CHARS characters in all (413
 * `too-many-characters`), none longer than MAX_STRING_CHARS (422 `string-too-long`), nested at
 * most MAX_JSON_DEPTH levels (422 `json-too-deep`).
 *
 * Errors: 415 not application/json; 400 `invalid-json`, `invalid-body`, `unsupported-language`,
 * `invalid-json-shape`; 429 `rate-limit-exceeded` (TRANSLATE_RATE_LIMIT per
 * TRANSLATE_RATE_WINDOW_MS and client address) and `translation-budget-exceeded` (the strings the
 * memory and termbase do not know would cost more engine characters than the client's or all
 * visitors' daily budget has left: budget.ts; one log line).
 * The engine failing: 502 {success: false, code: 'translation-failed', error: 'Translation failed',
 * json} — json holds the original text where the engine failed (the original
 * stays), and what the memory and termbase could translate.
 *
 * Spec: content-layer.md §7, §8; pricing-and-catalogue.md §7, §8.
 */
export const MAX_TRANSLATE_BODY_BYTES = 64 * 1024;
export const MAX_TRANSLATE_STRINGS = 1000;
export const MAX_TRANSLATE_CHARS = 20_000;
export const MAX_STRING_CHARS = 5000;
export const MAX_JSON_DEPTH = 32;
export const TRANSLATION_FAILED = 'Translation failed';

const bodySchema = z.object({
  source_language: z.string().max(35).optional(),
  target_language: z.string().max(35),
  env: z.string().max(32).optional(),
  json: z.unknown(),
});

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function depthOf(value: unknown, limit: number, depth = 0): number {
  if (depth > limit) return depth;
  const children = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : [];
  let deepest = depth;
  for (const child of children) deepest = Math.max(deepest, depthOf(child, limit, depth + 1));
  return deepest;
}

const badRequest = (code: string, message: string, field?: string) => new ApiError(400, code, message, field ? { [field]: message } : undefined);

export interface TranslateJsonRequest {
  source: Language;
  target: Language;
  json: Record<string, unknown> | Record<string, unknown>[] | string[];
}

/** Validates a parsed body; throws the ApiError a client gets. */
export function parseTranslateJson(body: unknown): TranslateJsonRequest {
  if (!isPlainObject(body)) throw badRequest('invalid-body', 'The body must be an object: {source_language, target_language, env, json}');
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? 'body');
    throw badRequest(field === 'target_language' && issue.code === 'invalid_type' ? 'target-language-required' : 'invalid-body', `${field}: ${issue.message}`, field);
  }
  const source = normaliseLanguage(parsed.data.source_language ?? 'en');
  if (!source) throw badRequest('unsupported-language', `source_language "${parsed.data.source_language}" is not one of en, es, nl`, 'source_language');
  const target = normaliseLanguage(parsed.data.target_language);
  if (!target) throw badRequest('unsupported-language', `target_language "${parsed.data.target_language}" is not one of en, es, nl`, 'target_language');
  const { json } = parsed.data;
  const shapeOk = isPlainObject(json) || (Array.isArray(json) && (json.every(isPlainObject) || json.every((item) => typeof item === 'string')));
  if (!shapeOk) throw badRequest('invalid-json-shape', 'json must be an object, a list of objects or a list of strings', 'json');
  if (depthOf(json, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new ApiError(422, 'json-too-deep', `json may nest at most ${MAX_JSON_DEPTH} levels`, { json: `json may nest at most ${MAX_JSON_DEPTH} levels` });
  return { source, target, json: json as TranslateJsonRequest['json'] };
}

const limiter = configuredRateLimiter('translate', translationConfig);
export function translateRateLimiter(): RateLimiter {
  return limiter.get();
}

/** The strings to translate, within the caps (413/422 beyond them). */
function checkedStrings(json: TranslateJsonRequest['json']): Set<string> {
  const strings = collectStrings(json, 'json');
  if (strings.size > MAX_TRANSLATE_STRINGS) throw new ApiError(413, 'too-many-strings', `json may hold at most ${MAX_TRANSLATE_STRINGS} different strings to translate`);
  let total = 0;
  for (const text of strings) {
    if (text.length > MAX_STRING_CHARS) throw new ApiError(422, 'string-too-long', `Each string may be at most ${MAX_STRING_CHARS} characters long`);
    total += text.length;
  }
  if (total > MAX_TRANSLATE_CHARS) throw new ApiError(413, 'too-many-characters', `The strings to translate may hold at most ${MAX_TRANSLATE_CHARS} characters in all`);
  return strings;
}

export async function translateJson(request: Request, service: TranslationService = translationService()): Promise<Response> {
  const client = clientIp(request.headers);
  await translateRateLimiter().enforce(client);
  const { source, target, json } = parseTranslateJson(await readJsonBody(request, MAX_TRANSLATE_BODY_BYTES));
  checkedStrings(json);
  const budget = engineBudget(translationConfig());
  let refused: (BudgetVerdict & { characters: number }) | undefined;
  const result = await service.translateFields(json, {
    source,
    target,
    mode: 'json',
    requestedBy: 'visitor',
    engineBudget: async (characters) => {
      const verdict = await budget.spend(client, characters);
      if (!verdict.allowed) refused = { ...verdict, characters };
      return verdict.allowed;
    },
  });
  const headers = { 'Cache-Control': 'no-store' };
  if (refused) {
    const whose = refused.refusedBy === 'client' ? `client ${client}` : 'all visitors';
    console.warn(`[translation] translate-json ${source}->${target}: engine budget of ${whose} (${refused.limit} characters per day) refused ${refused.characters} characters`);
    throw new ApiError(429, 'translation-budget-exceeded', 'The daily machine-translation budget for new text is used up; try again later', undefined, { 'Retry-After': String(refused.retryAfterSeconds) });
  }
  if (result.error) {
    console.warn(`[translation] translate-json ${source}->${target}: ${result.stats.failed} of ${result.stats.strings} strings kept in the original: ${result.error.message}`);
    return Response.json(
      { success: false, code: 'translation-failed', message: TRANSLATION_FAILED, error: TRANSLATION_FAILED, source_language: source, target_language: target, json: result.value, stats: result.stats },
      { status: 502, headers },
    );
  }
  return Response.json({ success: true, source_language: source, target_language: target, json: result.value, stats: result.stats }, { headers });
}
