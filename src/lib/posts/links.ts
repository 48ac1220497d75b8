import { localeFromContentLocale, localizedPath, type Locale } from '@/i18n/locales';
import type { Category, PostSummary } from '@/lib/content/types';

/**
 * Blog links:
 *   /blog/{slug}               English posts
 *   /blog/{category}/{slug}    for the slugs on CATEGORY_PREFIXED_SLUGS (category = the post's first category)
 *   /{lang}/blog/{slug}        posts in another language (es, nl)
 * The India variant keeps its visitors under /hi (/hi/blog/{slug}, canonical /blog/{slug}).
 *
 * Spec: content-layer.md §2 "Blog links"; pricing-and-catalogue.md §2.
 */
export const CATEGORY_PREFIXED_SLUGS: ReadonlySet<string> = new Set([
  'nis2-what-resellers-need-to-know',
  'phishing-domains-takedown-playbook',
  'registry-lock-explained',
]);

/** Route segments that are not post slugs (the hub's query view and the feed live there). */
export const RESERVED_BLOG_SEGMENTS: ReadonlySet<string> = new Set(['hub', 'feed.xml']);

/** The site locale whose prefix a post's URL carries: the post's language; English posts stay under /hi on /hi. */
export function postSiteLocale(post: Pick<PostSummary, 'locale'>, siteLocale: Locale): Locale {
  const own = localeFromContentLocale(post.locale);
  if (!own || own === 'en') return siteLocale === 'hi' ? 'hi' : 'en';
  return own;
}

/** The path part after /blog: '{slug}' or '{category}/{slug}'. */
export function postSlugPath(post: Pick<PostSummary, 'slug' | 'categories'>): string {
  const category = post.categories[0];
  return CATEGORY_PREFIXED_SLUGS.has(post.slug) && category ? `${category.slug}/${post.slug}` : post.slug;
}

export function postPath(post: Pick<PostSummary, 'slug' | 'categories' | 'locale'>, siteLocale: Locale): string {
  return localizedPath(`/blog/${postSlugPath(post)}`, postSiteLocale(post, siteLocale));
}

/** Canonical URL path of a post (the India variant's copy points at the English one). */
export function canonicalPostPath(post: Pick<PostSummary, 'slug' | 'categories' | 'locale'>): string {
  return postPath(post, 'en');
}

export function categoryPath(category: Pick<Category, 'slug'>, siteLocale: Locale): string {
  return localizedPath(`/category/${category.slug}`, siteLocale);
}

export function blogPath(siteLocale: Locale): string {
  return localizedPath('/blog', siteLocale);
}

/** Content-system uris a post of this locale may live at, most likely first. */
export function postUriCandidates(slug: string, contentLocale: string): string[] {
  const language = contentLocale.slice(0, 2).toLowerCase();
  const prefixed = language === 'en' ? '' : `/${language}`;
  return [`${prefixed}/blog/${slug}/`, `${prefixed}/${slug}/`];
}
