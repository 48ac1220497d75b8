import { getTranslations } from 'next-intl/server';
import { htmlLangByLocale, isLocale, localizedPath } from '@/i18n/locales';
import { sanitizeContentHtml } from '@/lib/html/sanitize';
import { renderRss } from '@/lib/posts/feed';
import { feedPosts } from '@/lib/posts/service';
import { getThemeOptions } from '@/lib/content/page';
import { siteConfig } from '@/lib/site/config';

/**
 * /blog/feed.xml, /es/blog/feed.xml, /nl/blog/feed.xml: the 20 newest posts of the language as
 * RSS 2.0 (links absolute, content sanitised). Cached and re-rendered like the pages (300 s).
 */
export const revalidate = 300;
export function generateStaticParams(): never[] {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const { siteUrl } = siteConfig();
  const [posts, t, { company }] = await Promise.all([feedPosts(locale), getTranslations({ locale, namespace: 'blog.feed' }), getThemeOptions()]);
  const absolute = (path: string) => new URL(path, siteUrl).toString();
  // Relative links and images in the post HTML would be resolved against the feed reader, not the site.
  const absoluteHtml = (html: string) => html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${siteUrl}/`);
  const xml = renderRss({
    title: t('title', { brand: company.brandName }),
    description: t('description'),
    link: absolute(localizedPath('/blog', locale)),
    self: absolute(localizedPath('/blog/feed.xml', locale)),
    language: htmlLangByLocale[locale],
    items: posts.map((post) => ({
      title: post.title,
      url: absolute(post.href),
      description: post.summary,
      html: absoluteHtml(sanitizeContentHtml(post.post.content)),
      date: post.date,
      categories: post.categories.map((category) => category.name),
      author: post.author,
    })),
  });
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300, stale-while-revalidate=600' } });
}
