import 'server-only';
import { translationConfig, type TranslationConfig } from './config';
import { translationMemory } from './memory';
import { ApertiumProvider } from './providers/apertium';
import { DeeplProvider } from './providers/deepl';
import type { TranslationProvider } from './providers/types';
import { TranslationService, type TextsResult, type TranslateOptions } from './service';
import { siteTermbase } from './termbase';

export type { Language } from './languages';
export { normaliseLanguage, LANGUAGES } from './languages';
export type { TranslateOptions, TextsResult, FieldsResult, TranslationStats } from './service';
export { TranslationService } from './service';

export function createProvider(config: TranslationConfig): TranslationProvider | null {
  if (config.provider === 'apertium') return new ApertiumProvider({ url: config.apertiumUrl });
  if (config.provider === 'deepl') return new DeeplProvider({ url: config.deeplApiUrl, authKey: config.deeplAuthKey! });
  return null;
}

let current: { key: string; service: TranslationService } | undefined;

/**
 * The site's translation service: provider from TRANSLATION_PROVIDER, the memory in the site's
 * database, the termbase from content/translation/termbase.json. Rebuilt when the settings change.
 */
export function translationService(): TranslationService {
  const config = translationConfig();
  const key = JSON.stringify([config, process.env.DATA_DIR ?? '', process.env.DATABASE_URL ?? '', process.env.CONTENT_DIR ?? '']);
  if (!current || current.key !== key) {
    current = {
      key,
      service: new TranslationService({ memory: () => translationMemory(), provider: createProvider(config), termbase: siteTermbase(), timeoutMs: config.timeoutMs, maxVisitorRows: config.maxVisitorRows }),
    };
  }
  return current.service;
}

/**
 * The API other features use for their text (blog titles and excerpts, categories, glossary and
 * explore lists, newsletter text …): strings in, strings out, in the same order. Never throws; a
 * string the service cannot translate comes back as it was (see result.error / result.stats).
 */
export function translateTexts(texts: readonly string[], options: TranslateOptions): Promise<TextsResult> {
  return translationService().translateTexts(texts, options);
}