import { htmlLangByLocale, localeFromContentLocale } from '@/i18n/locales';
import type { Post } from '@/lib/content/types';

/**
 * JSON-LD BlogPosting of a post page (schema.org), and its hreflang alternates. Pure: the page
 * gives the absolute URLs it computed.
 */
export function blogPostingJsonLd(input: {
  post: Post;
  url: string;
  title: string;
  description: string;
  imageUrl: string | null;
  siteName: string;
  siteUrl: string;
  readingMinutes: number;
}): Record<string, unknown> {
  const { post } = input;
  const locale = localeFromContentLocale(post.locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.title,
    description: input.description || undefined,
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    datePublished: post.date,
    dateModified: post.modified ?? post.date,
    inLanguage: locale ? htmlLangByLocale[locale] : post.locale.replace('_', '-'),
    image: input.imageUrl ? [input.imageUrl] : undefined,
    author: post.author ? { '@type': 'Person', name: post.author.name } : { '@type': 'Organization', name: input.siteName },
    publisher: { '@type': 'Organization', name: input.siteName, url: input.siteUrl },
    articleSection: post.categories.map((category) => category.name),
    timeRequired: `PT${input.readingMinutes}M`,
  };
}

/**
 * hreflang alternates of a post: itself, its translations (WPML/Polylang `translations`, site
 * paths or absolute links) and x-default (the English version when there is one, else itself).
 */
export function postAlternates(post: Post, selfUrl: string, siteUrl: string): Record<string, string> {
  const absolute = (href: string) => (/^https?:\/\//.test(href) ? href : `${siteUrl}${href.startsWith('/') ? '' : '/'}${href}`);
  const own = localeFromContentLocale(post.locale);
  const languages: Record<string, string> = {};
  if (own) languages[htmlLangByLocale[own]] = selfUrl;
  for (const translation of post.translations) {
    const locale = localeFromContentLocale(translation.locale);
    if (locale && locale !== own) languages[htmlLangByLocale[locale]] = absolute(translation.href);
  }
  const english = post.translations.find((translation) => translation.locale === 'en_US');
  languages['x-default'] = own === 'en' ? selfUrl : english ? absolute(english.href) : selfUrl;
  return languages;
}
