import 'server-only';
import type { MetadataRoute } from 'next';
import { htmlLangByLocale, localeFromContentLocale, localizedPath, locales, type Locale } from '@/i18n/locales';
import { siteConfig } from '@/lib/site/config';
import { canonicalPostPath } from './links';
import { allPosts, getHubCategories } from './service';

/**
 * Sitemap entries of the blog: the hub in every locale, every post at its own URL (with its
 * translations as alternates) and every category page in the languages that have posts in it.
 */
export async function blogSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = siteConfig();
  const absolute = (path: string) => `${siteUrl}${path}`;
  const [posts, categories] = await Promise.all([allPosts(), getHubCategories()]);
  const entries: MetadataRoute.Sitemap = [];

  const hubLanguages = Object.fromEntries(locales.map((locale) => [htmlLangByLocale[locale], absolute(localizedPath('/blog', locale))]));
  for (const locale of locales) {
    entries.push({ url: absolute(localizedPath('/blog', locale)), lastModified: posts[0]?.date, changeFrequency: 'daily', priority: 0.8, alternates: { languages: hubLanguages } });
  }

  for (const post of posts) {
    const own = localeFromContentLocale(post.locale);
    if (!own || own === 'hi') continue;
    const url = absolute(canonicalPostPath(post));
    const languages: Record<string, string> = { [htmlLangByLocale[own]]: url };
    for (const translation of post.translations) {
      const locale = localeFromContentLocale(translation.locale);
      if (locale) languages[htmlLangByLocale[locale]] = /^https?:\/\//.test(translation.href) ? translation.href : absolute(translation.href);
    }
    entries.push({ url, lastModified: post.modified ?? post.date, changeFrequency: 'monthly', priority: 0.6, alternates: { languages } });
  }

  const siteLocales: Locale[] = ['en', 'es', 'nl'];
  for (const category of categories) {
    const withPosts = siteLocales.filter((locale) => posts.some((post) => localeFromContentLocale(post.locale) === locale && post.categories.some((c) => c.slug === category.slug)));
    const languages = Object.fromEntries(withPosts.map((locale) => [htmlLangByLocale[locale], absolute(localizedPath(`/category/${category.slug}`, locale))]));
    for (const locale of withPosts) {
      entries.push({ url: absolute(localizedPath(`/category/${category.slug}`, locale)), changeFrequency: 'weekly', priority: 0.5, alternates: { languages } });
    }
  }
  return entries;
}
