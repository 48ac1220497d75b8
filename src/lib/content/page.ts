import 'server-only';
import { cache } from 'react';
import { contentLocaleByLocale, DEFAULT_CONTENT_LOCALE, htmlLangByLocale, localeFromContentLocale, localizedPath, type Locale } from '@/i18n/locales';
import { siteConfig } from '@/lib/site/config';
import { contentSource } from './index';
import { pageAliasTarget } from './page-aliases';
import type { MenuItem, MenuLocation, Page, ThemeOptions } from './types';

/**
 * One fetch per request for a page, shared by generateMetadata and the page itself. A path the
 * source has no page for may be an alias the spec names (page-aliases.ts): then the page it stands
 * for answers, with that page's uri (so its canonical URL is the page's own).
 */
export const getPage = cache(async (uri: string, locale: Locale): Promise<Page | null> => {
  const source = contentSource();
  const page = await source.getPage(uri, contentLocaleByLocale[locale]);
  if (page) return page;
  const target = pageAliasTarget(uri);
  return target ? source.getPage(target, contentLocaleByLocale[locale]) : null;
});

export const getThemeOptions = cache(async (): Promise<ThemeOptions> => contentSource().getThemeOptions());

/** A menu of the content source for a site locale (falls back to the English menu). */
export const getMenu = cache(async (location: MenuLocation, locale: Locale): Promise<MenuItem[]> =>
  contentSource().getMenu(location, contentLocaleByLocale[locale]),
);

/**
 * hreflang alternates of a page: its translations (from the content system), itself, and
 * x-default (English). Relative hrefs are resolved against SITE_URL.
 */
export function pageAlternates(page: Page, locale: Locale): Record<string, string> {
  const { siteUrl } = siteConfig();
  const absolute = (href: string) => (/^https?:\/\//.test(href) ? href : `${siteUrl}${href.startsWith('/') ? '' : '/'}${href}`);
  const languages: Record<string, string> = {};
  languages[htmlLangByLocale[locale]] = `${siteUrl}${localizedPath(page.uri, locale)}`;
  for (const translation of page.translations) {
    const target = localeFromContentLocale(translation.locale);
    if (target) languages[htmlLangByLocale[target]] = absolute(translation.href);
  }
  const english = page.translations.find((translation) => translation.locale === DEFAULT_CONTENT_LOCALE);
  languages['x-default'] = english ? absolute(english.href) : `${siteUrl}${localizedPath(page.uri, 'en')}`;
  return languages;
}

/** Only plain colour values may become CSS variables (no url(), no expressions). */
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;

export function themeCssVariables(theme: ThemeOptions): Record<`--${string}`, string> {
  const variables: Record<`--${string}`, string> = {};
  for (const [name, value] of Object.entries(theme.colors)) {
    if (value && SAFE_COLOUR.test(value.trim())) variables[`--theme-${name}`] = value.trim();
  }
  return variables;
}
