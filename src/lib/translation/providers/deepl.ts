import type { Language } from '../languages';
import { ProviderError, requestBatches, requestWithRetry, type RetryPolicy, type TranslationProvider } from './types';

/**
 * The DeepL API v2 (https://developers.deepl.com/docs/api-reference/translate):
 * POST {DEEPL_API_URL}/v2/translate with `Authorization: DeepL-Auth-Key <key>` and a JSON body
 * {text: [...up to 50], source_lang, target_lang, tag_handling: 'html'}; answer
 * {translations: [{detected_source_language, text}]} in the order sent. 403 wrong key, 413 request
 * too large (128 KiB), 429 too many requests, 456 quota exceeded, 5xx temporary.
 * Placeholders of protected spans travel as <span translate="no">, which DeepL's HTML handling
 * leaves untranslated.
 */
const TARGET: Record<Language, string> = { en: 'EN-US', es: 'ES', nl: 'NL' };
const SOURCE: Record<Language, string> = { en: 'EN', es: 'ES', nl: 'NL' };
/** Documented limits: 50 texts and 128 KiB per request. */
const MAX_TEXTS = 50;
const MAX_REQUEST_BYTES = 120 * 1024;

export interface DeeplOptions {
  url: string;
  authKey: string;
  retry?: RetryPolicy;
}

export class DeeplProvider implements TranslationProvider {
  readonly name = 'deepl' as const;
  constructor(private readonly options: DeeplOptions) {}

  async translate(fragments: readonly string[], source: Language, target: Language, signal: AbortSignal): Promise<string[]> {
    const wrapped = fragments.map((fragment) => fragment.replace(/X[tT]\d+[xX]/g, (token) => `<span translate="no">${token}</span>`));
    const results: string[] = [];
    // 8 bytes a text allowed for its JSON quotes and separator.
    for (const texts of requestBatches(wrapped, { maxBytes: MAX_REQUEST_BYTES, overhead: 8, maxTexts: MAX_TEXTS })) results.push(...(await this.request(texts, source, target, signal)));
    return results;
  }

  private async request(text: string[], source: Language, target: Language, signal: AbortSignal): Promise<string[]> {
    const answer = await requestWithRetry(
      'deepl',
      `${this.options.url}/v2/translate`,
      {
        method: 'POST',
        headers: { Authorization: `DeepL-Auth-Key ${this.options.authKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ text, source_lang: SOURCE[source], target_lang: TARGET[target], tag_handling: 'html' }),
      },
      signal,
      this.options.retry,
    ).catch((error: unknown) => {
      if (error instanceof ProviderError && error.status === 403) throw new ProviderError('deepl', 'rejected', 'authorization failed (403): check DEEPL_AUTH_KEY', 403);
      throw error;
    });
    let translations: unknown;
    try {
      translations = (JSON.parse(answer.body) as { translations?: unknown }).translations;
    } catch {
      translations = undefined;
    }
    if (!Array.isArray(translations) || translations.length !== text.length || translations.some((entry) => typeof (entry as { text?: unknown })?.text !== 'string')) {
      throw new ProviderError('deepl', 'unavailable', 'answer without one translation per text');
    }
    return translations.map((entry) => (entry as { text: string }).text);
  }
}
