import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PostCardGrid } from '@/components/blocks/blog/PostCardGrid';
import { LinkChips } from '@/components/ui/LinkChips';
import { postCardLabels } from '@/components/blocks/blog/labels';
import { RenderBlocks } from '@/blocks/RenderBlocks';
import { localizedPath } from '@/i18n/locales';
import { getPage } from '@/lib/content/page';
import { exploreFor, glossaryFor } from '@/lib/glossary/source';
import { latestPosts, searchPostCards } from '@/lib/posts/service';
import { plainText } from '@/lib/posts/text';
import { cspNonce } from '@/lib/security/csp-nonce';
import { generatedPageMetadata } from '@/lib/site/page-metadata';
import { localeParams } from '@/app/[locale]/on-demand';

/**
 * /explore/{slug} (with /es and /nl prefixes): one explore topic from the explore block
 * of the /explore page. A content page stored at the same uri is rendered as the page's body;
 * otherwise the topic's description, the articles the posts search finds for it and the glossary
 * terms it names. Cached like the content pages.
 */
export const revalidate = 300;
export { generateStaticParams } from '@/app/[locale]/on-demand';

type Params = Promise<{ locale: string; slug: string }>;

async function load(params: Params) {
  const { locale, slug } = await localeParams(params);
  const { items } = await exploreFor(locale);
  const item = items.find((candidate) => candidate.slug === slug.toLowerCase());
  if (!item) notFound();
  return { locale, item };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, item } = await load(params);
  return generatedPageMetadata({ path: `/explore/${item.slug}`, locale, title: item.title, description: plainText(item.description) });
}

export default async function ExploreTopicPage({ params }: { params: Params }) {
  const { locale, item } = await load(params);
  setRequestLocale(locale);
  const [page, t, labels, glossary] = await Promise.all([
    getPage(`/explore/${item.slug}`, locale),
    getTranslations({ locale, namespace: 'resources.explore' }),
    postCardLabels(locale),
    glossaryFor(locale),
  ]);
  let posts = await searchPostCards(locale, item.title, 6);
  if (!posts.length) posts = (await latestPosts(locale, { first: 3 })).posts;
  const words = new Set(plainText(`${item.title} ${item.description}`).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const terms = glossary.items.filter((term) => term.title.toLowerCase().split(/\s+/).every((word) => words.has(word))).slice(0, 10);
  const nonce = cspNonce();
  return (
    <main id="main" data-explore={item.slug}>
      {page?.blocks.length ? (
        <RenderBlocks blocks={page.blocks} context={{ locale, path: `/explore/${item.slug}`, pageUri: page.uri, nonce }} />
      ) : (
        <section className="bg-brand-dark text-white">
          <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
            <p className="text-sm font-semibold">
              <a href={localizedPath('/explore', locale)} className="text-white underline-offset-4 hover:underline">
                <span aria-hidden="true">← </span>
                {t('back')}
              </a>
            </p>
            <h1 className="mt-4 text-4xl text-white sm:text-5xl">{item.title}</h1>
            <p className="mt-4 text-xl text-white/90">{plainText(item.description)}</p>
          </div>
        </section>
      )}
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {terms.length ? (
          <section aria-labelledby="explore-terms">
            <h2 id="explore-terms" className="text-2xl">
              {t('relatedTerms')}
            </h2>
            <LinkChips links={terms.map((term) => ({ href: localizedPath(`/glossary/${term.link}`, locale), label: term.title }))} />
          </section>
        ) : null}
        <section aria-labelledby="explore-posts" className="mt-10">
          <h2 id="explore-posts" className="text-2xl">
            {t('relatedPosts', { topic: item.title })}
          </h2>
          <PostCardGrid posts={posts} labels={labels} />
        </section>
      </div>
    </main>
  );
}
