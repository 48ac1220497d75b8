import type { Metadata } from 'next';
import { htmlLangByLocale, localizedPath, locales, type Locale } from '@/i18n/locales';
import { siteConfig } from './config';

/**
 * The absolute URL of a site path in every language, keyed by <html lang>, and x-default (the
 * unprefixed, English path).
 */
export function localeAlternates(path: string, siteUrl: string = siteConfig().siteUrl): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((locale) => [htmlLangByLocale[locale], `${siteUrl}${localizedPath(path, locale)}`])),
    'x-default': `${siteUrl}${localizedPath(path, 'en')}`,
  };
}

/**
 * Metadata of a page that stands at the same path in every language (an explore topic, a glossary
 * term, a blog category, a TLD landing page): its title and description, the canonical URL in this
 * language, the hreflang alternates and an Open Graph card of the same title and description.
 */
export function samePathPageMetadata({
  path,
  locale,
  title,
  description,
  type = 'website',
}: {
  path: string;
  locale: Locale;
  title: string;
  description: string;
  type?: 'website' | 'article';
}): Metadata {
  const { siteUrl } = siteConfig();
  const url = `${siteUrl}${localizedPath(path, locale)}`;
  return {
    title,
    description,
    alternates: { canonical: url, languages: localeAlternates(path, siteUrl) },
    openGraph: { type, title, description, url },
  };
}
