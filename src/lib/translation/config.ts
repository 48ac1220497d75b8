import { z } from 'zod';

/**
 * Translation settings (docs/translation.md). Read at call time, so tests and operators can change
 * the environment without a restart; the service is rebuilt when they change (service.ts).
 *
 * TRANSLATION_PROVIDER: none (default: translation memory and termbase only, English otherwise),
 * apertium (an Apertium APy server at APERTIUM_URL) or deepl (the DeepL API v2 at DEEPL_API_URL with
 * DEEPL_AUTH_KEY).
 */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const integer = (fallback: number, min: number, max: number) => z.preprocess(blank, z.coerce.number().int().min(min).max(max).default(fallback));
const httpUrl = z.preprocess(blank, z.url({ protocol: /^https?$/ }).optional());

const envSchema = z
  .object({
    TRANSLATION_PROVIDER: z.preprocess((value) => (typeof blank(value) === 'string' ? String(value).trim().toLowerCase() : undefined), z.enum(['none', 'apertium', 'deepl']).default('none')),
    APERTIUM_URL: httpUrl,
    DEEPL_API_URL: httpUrl,
    DEEPL_AUTH_KEY: z.preprocess(blank, z.string().trim().min(1).optional()),
    /** One engine call (a page's batch) may take this long, retries included; then the original text is kept. */
    TRANSLATION_TIMEOUT_MS: integer(8000, 100, 120_000),
    /** POST /api/translate-json per client address. */
    TRANSLATE_RATE_LIMIT: integer(120, 1, 10_000_000),
    TRANSLATE_RATE_WINDOW_MS: integer(60_000, 1000, 86_400_000),
    /** Import the shipped translations (content/translation/memory/*.xlf) when the memory opens. */
    TRANSLATION_IMPORT_SHIPPED: z.preprocess(
      (value) => (typeof blank(value) === 'string' ? String(value).trim().toLowerCase() : undefined),
      z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']).default('true').transform((value) => ['true', '1', 'yes', 'on'].includes(value)),
    ),
    /** Engine characters per client and day for strings the site does not know (0: none). */
    TRANSLATE_CLIENT_CHARS_PER_DAY: integer(20_000, 0, 100_000_000),
    /** Engine characters per day for all visitors together. */
    TRANSLATE_VISITOR_CHARS_PER_DAY: integer(200_000, 0, 1_000_000_000),
    /** Visitor rows kept in the translation memory (the oldest go first). */
    TRANSLATION_VISITOR_ROWS: integer(5000, 0, 10_000_000),
  })
  .superRefine((env, context) => {
    if (env.TRANSLATION_PROVIDER === 'deepl' && !env.DEEPL_AUTH_KEY) {
      context.addIssue({ code: 'custom', path: ['DEEPL_AUTH_KEY'], message: 'DEEPL_AUTH_KEY is required when TRANSLATION_PROVIDER=deepl' });
    }
  });

export type ProviderName = 'none' | 'apertium' | 'deepl';

export interface TranslationConfig {
  provider: ProviderName;
  apertiumUrl: string;
  deeplApiUrl: string;
  deeplAuthKey: string | undefined;
  timeoutMs: number;
  rateLimit: number;
  rateWindowMs: number;
  /** Import content/translation/memory/*.xlf into the memory when it opens (default true). */
  importShipped: boolean;
  clientCharsPerDay: number;
  visitorCharsPerDay: number;
  maxVisitorRows: number;
}

/** APy's own default port, on this machine. */
export const DEFAULT_APERTIUM_URL = 'http://127.0.0.1:2737';

/** DeepL's documented hosts: keys of the free plan end in ':fx' and use api-free.deepl.com. */
export function defaultDeeplUrl(authKey: string | undefined): string {
  return authKey?.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

export class TranslationConfigError extends Error {
  override name = 'TranslationConfigError';
}

export function translationConfig(env: NodeJS.ProcessEnv = process.env): TranslationConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new TranslationConfigError(`translation settings: ${issue?.path.join('.') || 'environment'}: ${issue?.message ?? 'invalid'}`);
  }
  const value = parsed.data;
  return {
    provider: value.TRANSLATION_PROVIDER,
    apertiumUrl: (value.APERTIUM_URL ?? DEFAULT_APERTIUM_URL).replace(/\/+$/, ''),
    deeplApiUrl: (value.DEEPL_API_URL ?? defaultDeeplUrl(value.DEEPL_AUTH_KEY)).replace(/\/+$/, ''),
    deeplAuthKey: value.DEEPL_AUTH_KEY,
    timeoutMs: value.TRANSLATION_TIMEOUT_MS,
    rateLimit: value.TRANSLATE_RATE_LIMIT,
    rateWindowMs: value.TRANSLATE_RATE_WINDOW_MS,
    importShipped: value.TRANSLATION_IMPORT_SHIPPED,
    clientCharsPerDay: value.TRANSLATE_CLIENT_CHARS_PER_DAY,
    visitorCharsPerDay: value.TRANSLATE_VISITOR_CHARS_PER_DAY,
    maxVisitorRows: value.TRANSLATION_VISITOR_ROWS,
  };
}
