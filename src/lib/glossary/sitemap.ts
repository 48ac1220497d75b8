import 'server-only';
import type { MetadataRoute } from 'next';
import { contentLocaleByLocale, htmlLangByLocale, localizedPath, type Locale } from '@/i18n/locales';
import { siteConfig } from '@/lib/site/config';
import { exploreFor, glossaryFor } from './source';

/**
 * Sitemap entries of the glossary entries (/glossary/{link}) and explore topics (/explore/{slug})
 * in each language whose /glossary or /explore page exists in that language (not a fallback).
 */
export async function glossarySitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = siteConfig();
  const siteLocales: Locale[] = ['en', 'es', 'nl'];
  const entries: MetadataRoute.Sitemap = [];
  const lists = await Promise.all(
    siteLocales.map(async (locale) => ({
      locale,
      glossary: await glossaryFor(locale),
      explore: await exploreFor(locale),
    })),
  );
  const add = (kind: 'glossary' | 'explore', key: (locale: Locale) => string[]) => {
    const byKey = new Map<string, Locale[]>();
    for (const { locale } of lists) for (const slug of key(locale)) byKey.set(slug, [...(byKey.get(slug) ?? []), locale]);
    for (const [slug, available] of byKey) {
      const path = `/${kind}/${slug}`;
      const languages = Object.fromEntries(available.map((locale) => [htmlLangByLocale[locale], `${siteUrl}${localizedPath(path, locale)}`]));
      for (const locale of available) entries.push({ url: `${siteUrl}${localizedPath(path, locale)}`, changeFrequency: 'monthly', priority: 0.4, alternates: { languages } });
    }
  };
  const own = (locale: Locale, contentLocale: string | null) => contentLocale === contentLocaleByLocale[locale];
  add('glossary', (locale) => {
    const list = lists.find((entry) => entry.locale === locale)!.glossary;
    return own(locale, list.contentLocale) ? list.items.map((item) => item.link) : [];
  });
  add('explore', (locale) => {
    const list = lists.find((entry) => entry.locale === locale)!.explore;
    return own(locale, list.contentLocale) ? list.items.map((item) => item.slug) : [];
  });
  return entries;
}
