import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PostCardGrid } from '@/components/blocks/blog/PostCardGrid';
import { postCardLabels } from '@/components/blocks/blog/labels';
import { RenderBlocks } from '@/blocks/RenderBlocks';
import { getPage } from '@/lib/content/page';
import { findCategory } from '@/lib/posts/categories';
import { BLOG_PAGE_SIZE } from '@/lib/posts/constants';
import { blogPath } from '@/lib/posts/links';
import { getHubCategories, latestPosts, presentCategories } from '@/lib/posts/service';
import { cspNonce } from '@/lib/security/csp-nonce';
import { generatedPageMetadata } from '@/lib/site/page-metadata';
import { decodePathSegment } from '@/lib/http/path-segment';
import { localeParams } from '@/app/[locale]/on-demand';

/**
 * /category/{slug}: a blog category's page (its latest posts, and a link to all of them in the
 * hub). A content page stored at the same uri (e.g. /category/cybersecurity with the cybersecurity
 * tabs) is rendered above the list. Cached like the content pages.
 */
export const revalidate = 300;
export { generateStaticParams } from '@/app/[locale]/on-demand';

type Params = Promise<{ locale: string; slug: string }>;

async function load(params: Params) {
  const { locale, slug } = await localeParams(params);
  const decoded = decodePathSegment(slug);
  if (decoded === undefined) notFound();
  const category = findCategory(await getHubCategories(), decoded);
  if (!category || category.slug !== slug) notFound();
  const [link] = await presentCategories([category], locale);
  return { locale, category, link: link! };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, category, link } = await load(params);
  const t = await getTranslations({ locale, namespace: 'blog.category' });
  return generatedPageMetadata({ path: `/category/${category.slug}`, locale, title: t('metaTitle', { category: link.name }), description: t('metaDescription', { category: link.name }) });
}

export default async function CategoryPage({ params }: { params: Params }) {
  const { locale, category, link } = await load(params);
  setRequestLocale(locale);
  const [page, t, list, labels] = await Promise.all([
    getPage(`/category/${category.slug}`, locale),
    getTranslations({ locale, namespace: 'blog' }),
    latestPosts(locale, { category: category.slug, first: BLOG_PAGE_SIZE }),
    postCardLabels(locale),
  ]);
  const nonce = cspNonce();
  const hubLink = `${blogPath(locale)}?category=${encodeURIComponent(category.slug)}`;
  return (
    <main id="main" data-category={category.slug}>
      {page?.blocks.length ? (
        <RenderBlocks blocks={page.blocks} context={{ locale, path: `/category/${category.slug}`, pageUri: page.uri, nonce }} />
      ) : (
        <section className="bg-brand-dark text-white">
          <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
            <p className="text-sm font-semibold uppercase tracking-wide text-white/80">
              <a href={blogPath(locale)} className="underline-offset-4 hover:underline">
                {t('hub.title')}
              </a>
            </p>
            <h1 className="mt-2 text-4xl text-white sm:text-5xl">{link.name}</h1>
            <p className="mt-3 max-w-2xl text-lg text-white/90">{t('category.intro', { category: link.name })}</p>
          </div>
        </section>
      )}
      <section aria-labelledby="category-posts" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 id="category-posts" className="text-2xl sm:text-3xl">
          {page?.blocks.length ? t('hub.inCategory', { category: link.name }) : t('category.heading')}
        </h2>
        {list.posts.length ? (
          <PostCardGrid posts={list.posts} labels={labels} />
        ) : (
          <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-muted p-8 text-center text-xl font-semibold text-heading">{t('hub.noPosts')}</p>
        )}
        <p className="mt-8 text-center">
          <a href={hubLink} className="inline-flex min-h-11 items-center rounded-md border-2 border-brand px-5 font-semibold text-brand hover:bg-muted">
            {t('category.allInBlog', { category: link.name })}
          </a>
        </p>
      </section>
    </main>
  );
}
