import { getTranslations } from 'next-intl/server';
import type { HeadingTag } from '@/components/ui/types';
import type { Locale } from '@/i18n/locales';
import { featuredPost } from '@/lib/posts/service';

/**
 * The featured blog teaser: the custom image of the
 * post's opMetaData (else its featured image), its first category, title, SEO meta description and
 * a Read More link (article links open in a new tab).
 */
export async function FeaturedTeaser({ locale, uri, headingTag = 'h2' }: { locale: Locale; uri?: string | null; headingTag?: HeadingTag }) {
  const [post, t, card] = await Promise.all([featuredPost(locale, uri), getTranslations({ locale, namespace: 'blog.teaser' }), getTranslations({ locale, namespace: 'blog.card' })]);
  if (!post) return null;
  const Title = headingTag;
  return (
    <article lang={post.lang} data-testid="featured-blog" className="relative grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-2">
      <div className="aspect-[40/21] bg-muted md:aspect-auto md:min-h-72">
        {post.teaserImage ? (
          <img src={post.teaserImage.url} alt={post.teaserImage.alt} width={post.teaserImage.width ?? 1200} height={post.teaserImage.height ?? 630} loading="lazy" decoding="async" className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="flex flex-col justify-center gap-3 p-6 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">
          {t('label')}
          {post.category ? (
            <>
              {' · '}
              <a href={post.category.href} className="relative z-10 underline-offset-4 hover:underline">
                {post.category.name}
              </a>
            </>
          ) : null}
        </p>
        <Title className="text-2xl sm:text-3xl">{post.title}</Title>
        <p className="text-sm text-slate-700">
          <time dateTime={post.date}>{post.dateLabel}</time>
        </p>
        {post.description ? <p className="text-lg text-ink">{post.description}</p> : null}
        <p>
          <a href={post.href} className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white after:absolute after:inset-0 after:content-[''] hover:bg-brand-dark">
            {t('readMore')}
            <span className="sr-only">
              {' '}
              {post.title} {card('newTab')}
            </span>
          </a>
        </p>
      </div>
    </article>
  );
}
