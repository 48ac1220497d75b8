/**
 * The site's locales. Route segment -> content-system locale id -> <html lang>.
 * 'hi' is the India variant: English copy, prices in INR (it is not Hindi; the path is as specified).
 */
export const locales = ['en', 'es', 'nl', 'hi'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const contentLocaleByLocale: Record<Locale, string> = {
  en: 'en_US',
  es: 'es_ES',
  nl: 'nl_NL',
  hi: 'en_IN',
};
export const DEFAULT_CONTENT_LOCALE = 'en_US';

export const htmlLangByLocale: Record<Locale, string> = { en: 'en-US', es: 'es-ES', nl: 'nl-NL', hi: 'en-IN' };

/** Message catalogue used for a locale's static labels (the India variant reads English). */
export const messageLocaleByLocale: Record<Locale, 'en' | 'es' | 'nl'> = { en: 'en', es: 'es', nl: 'nl', hi: 'en' };

export const localeLabels: Record<Locale, string> = { en: 'English', es: 'Español', nl: 'Nederlands', hi: 'India (English)' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function localeFromContentLocale(id: string): Locale | undefined {
  const entry = Object.entries(contentLocaleByLocale).find(([, contentLocale]) => contentLocale === id);
  return entry ? (entry[0] as Locale) : undefined;
}

/**
 * Path of a site-relative uri in a locale: '/' + 'es' -> '/es', '/blog/x' + 'en' -> '/blog/x'. A uri
 * that already carries a locale prefix ('/es/blog/x', as localized content writes its links) is
 * kept: localizing twice changes nothing.
 */
export function localizedPath(uri: string, locale: Locale): string {
  const clean = '/' + uri.replace(/^\/+|\/+$/g, '');
  const first = clean.slice(1).split('/', 1)[0] ?? '';
  if (first !== defaultLocale && isLocale(first)) return clean;
  if (locale === defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Splits '/es/foo' into ['es', '/foo']; unprefixed paths belong to the default locale. */
export function splitLocalePath(pathname: string): [Locale, string] {
  const match = pathname.match(/^\/([a-z]{2})(?=\/|$)(.*)$/);
  if (match?.[1] && isLocale(match[1]) && match[1] !== defaultLocale) return [match[1], match[2] || '/'];
  return [defaultLocale, pathname || '/'];
}
