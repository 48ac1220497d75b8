import 'server-only';
import type { MetadataRoute } from 'next';
import { DEFAULT_CONTENT_LOCALE, htmlLangByLocale, localeFromContentLocale, localizedPath, type Locale } from '@/i18n/locales';
import { siteConfig } from '@/lib/site/config';
import { contentSource } from './index';

/**
 * Sitemap entries for every content page in every locale that has it. English pages are also
 * listed under /hi (the India variant serves the English copy with INR prices). Pages marked
 * noindex are left out. Other capabilities (e.g. TLD landing pages) append their own entries.
 */
export async function contentSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = siteConfig();
  const refs = (await contentSource().listPages()).filter((ref) => !ref.noindex);
  const byUri = new Map<string, Set<Locale>>();
  for (const ref of refs) {
    const locale = localeFromContentLocale(ref.locale);
    if (!locale) continue;
    const set = byUri.get(ref.uri) ?? new Set<Locale>();
    set.add(locale);
    if (ref.locale === DEFAULT_CONTENT_LOCALE) set.add('hi');
    byUri.set(ref.uri, set);
  }
  const modifiedOf = (uri: string) => refs.find((ref) => ref.uri === uri && ref.modified)?.modified ?? undefined;
  const entries: MetadataRoute.Sitemap = [];
  for (const [uri, localesOfPage] of byUri) {
    const languages = Object.fromEntries([...localesOfPage].map((locale) => [htmlLangByLocale[locale], `${siteUrl}${localizedPath(uri, locale)}`]));
    for (const locale of localesOfPage) {
      entries.push({
        url: `${siteUrl}${localizedPath(uri, locale)}`,
        lastModified: modifiedOf(uri),
        changeFrequency: 'weekly',
        priority: uri === '/' ? 1 : 0.7,
        alternates: { languages },
      });
    }
  }
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}
