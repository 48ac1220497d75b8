import { isLocale, localizedPath } from '@/i18n/locales';

/** A site path in the page's locale ('/domains/tlds/com' → '/nl/domains/tlds/com' on Dutch pages). */
export function inLocale(path: string, locale: string | undefined): string {
  return locale && isLocale(locale) ? localizedPath(path, locale) : path;
}
