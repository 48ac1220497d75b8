/**
 * The languages the site translates between (en_US, es_ES, nl_NL). The wire
 * carries "the first two letters of the chosen language", so 'es_ES', 'es-ES'
 * and 'ES' all read as 'es'. The India variant (/hi) is English copy, not a language.
 */
export const LANGUAGES = ['en', 'es', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'es_ES' | 'es-es' | 'ES' | 'es' -> 'es'; anything else (incl. 'hi', 'fr', '') -> null. */
export function normaliseLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const match = /^([a-z]{2})(?:[-_][a-z0-9]{2,8})*$/i.exec(value.trim());
  const code = match?.[1]?.toLowerCase();
  return isLanguage(code) ? code : null;
}

/** Content-system locale id of a language's documents. */
export function languageOfContentLocale(contentLocale: string): Language | null {
  return normaliseLanguage(contentLocale);
}
