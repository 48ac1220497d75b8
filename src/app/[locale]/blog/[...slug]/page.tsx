import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { RecommendedBlogs } from '@/blocks/blog-carousel/RecommendedBlogs';
import { RichText } from '@/components/ui/RichText';
import { localizedPath, type Locale } from '@/i18n/locales';
import { brandedTitle } from '@/lib/company/profile';
import { getThemeOptions } from '@/lib/content/page';
import { blogPath, canonicalPostPath, postPath, postSlugPath, RESERVED_BLOG_SEGMENTS } from '@/lib/posts/links';
import { blogPostingJsonLd, postAlternates } from '@/lib/posts/seo';
import { getPostBySlug, presentPost } from '@/lib/posts/service';
import { jsonLdScript } from '@/lib/pricing/landing';
import { cspNonce } from '@/lib/security/csp-nonce';
import { siteConfig } from '@/lib/site/config';
import { localeParams } from '@/app/[locale]/on-demand';

/**
 * A blog post: /blog/{slug}, /blog/{category}/{slug} for the listed
 * slugs, /{lang}/blog/{slug} for Spanish and Dutch posts. Rendered on first request and then served
 * from the page cache (300 s, /api/revalidate), like the content pages. Another spelling of a
 * post's path redirects (308) to its own.
 */
export const revalidate = 300;
export { generateStaticParams } from '@/app/[locale]/on-demand';

type Params = Promise<{ locale: string; slug: string[] }>;

async function load(params: Params) {
  const { locale, slug } = await localeParams(params);
  let segments: string[];
  try {
    segments = slug.map((part) => decodeURIComponent(part));
  } catch {
    notFound();
  }
  if (segments.length > 2 || segments.some((part) => !/^[\p{L}\p{N}_-]{1,200}$/u.test(part)) || RESERVED_BLOG_SEGMENTS.has(segments[0]!)) notFound();
  const post = await getPostBySlug(locale, segments[segments.length - 1]!);
  if (!post) notFound();
  return { locale, segments, post };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, post } = await load(params);
  const model = await presentPost(post, locale);
  const { siteUrl } = siteConfig();
  const selfUrl = `${siteUrl}${postPath(post, locale)}`;
  const canonical = `${siteUrl}${canonicalPostPath(post)}`;
  const { seo } = post;
  const description = seo.metaDesc || model.summary || undefined;
  const image = seo.opengraph.image || model.image?.url;
  const { company } = await getThemeOptions();
  return {
    title: brandedTitle(seo.title || model.title, company.brandName),
    description,
    keywords: seo.metaKeywords || seo.focuskw || undefined,
    robots: { index: !seo.robots.noindex, follow: !seo.robots.nofollow },
    alternates: { canonical, languages: postAlternates(post, selfUrl, siteUrl) },
    authors: model.author ? [{ name: model.author }] : undefined,
    openGraph: {
      type: 'article',
      title: seo.opengraph.title || model.title,
      description: seo.opengraph.description || description,
      url: canonical,
      publishedTime: post.date,
      modifiedTime: post.modified ?? undefined,
      authors: model.author ? [model.author] : undefined,
      section: model.categories[0]?.name,
      images: image ? [image] : undefined,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: seo.twitter.title || seo.opengraph.title || model.title,
      description: seo.twitter.description || description,
      images: seo.twitter.image ? [seo.twitter.image] : image ? [image] : undefined,
    },
  };
}

export default async function BlogPostPage({ params }: { params: Params }) {
  const { locale, segments, post } = await load(params);
  if (segments.join('/') !== postSlugPath(post)) permanentRedirect(postPath(post, locale));
  setRequestLocale(locale);
  const [model, t, { company }] = await Promise.all([presentPost(post, locale), getTranslations({ locale, namespace: 'blog.post' }), getThemeOptions()]);
  const nonce = cspNonce();
  const { siteUrl } = siteConfig();
  const jsonLd = blogPostingJsonLd({
    post,
    url: `${siteUrl}${canonicalPostPath(post)}`,
    title: model.title,
    description: post.seo.metaDesc || model.summary,
    imageUrl: model.image ? new URL(model.image.url, siteUrl).toString() : null,
    siteName: company.brandName,
    siteUrl,
    readingMinutes: model.readingMinutes,
  });
  return (
    <main id="main" data-post-id={post.id} lang={model.lang}>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <article>
        <header className="bg-muted">
          <div className="mx-auto max-w-3xl px-4 pb-8 pt-8 sm:px-6 sm:pt-12">
            <nav aria-label={t('categories')}>
              <ul className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                <li>
                  <a href={blogPath(locale as Locale)} className="text-brand underline-offset-4 hover:underline">
                    <span aria-hidden="true">← </span>
                    {t('back')}
                  </a>
                </li>
                {model.categories.map((category) => (
                  <li key={category.slug}>
                    <a href={category.href} className="rounded-full bg-white px-3 py-1 text-brand-dark hover:bg-brand hover:text-white">
                      {category.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <h1 className="mt-5 text-3xl sm:text-4xl lg:text-5xl">{model.title}</h1>
            <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-base text-slate-700">
              {model.author ? <span>{t('by', { author: model.author })}</span> : null}
              <span>
                <span className="sr-only">{t('published')}: </span>
                <time dateTime={post.date}>{model.dateLabel}</time>
              </span>
              <span>{t('readTime', { minutes: model.readingMinutes })}</span>
            </p>
          </div>
        </header>
        {model.image ? (
          <div className="mx-auto max-w-4xl px-4 pt-8 sm:px-6">
            <img
              src={model.image.url}
              alt={model.image.alt}
              width={model.image.width ?? undefined}
              height={model.image.height ?? undefined}
              fetchPriority="high"
              decoding="async"
              className="h-auto w-full rounded-2xl"
            />
          </div>
        ) : null}
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          <RichText html={post.content} className="text-lg leading-relaxed" />
        </div>
      </article>
      <section aria-labelledby="recommended-heading" className="border-t border-slate-200 bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <h2 id="recommended-heading" className="mb-6 text-2xl sm:text-3xl">
            {t('recommended')}
          </h2>
          <RecommendedBlogs locale={locale} post={post} />
          <p className="mt-8 text-center">
            <a href={localizedPath('/blog', locale)} className="font-semibold text-brand underline underline-offset-4">
              {t('back')}
            </a>
          </p>
        </div>
      </section>
    </main>
  );
}
