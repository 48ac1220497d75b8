import { getTranslations } from 'next-intl/server';
import { latestPosts } from '@/lib/posts/service';
import { postCardLabels } from '@/components/blocks/blog/labels';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { BlogCards } from './BlogCards.lazy';
import type { BlogCardsAttributes } from './schema';

const gridColumns: Record<1 | 2 | 3 | 4, string> = {
  1: 'grid grid-cols-1 gap-6',
  2: 'grid grid-cols-1 gap-6 md:grid-cols-2',
  3: 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3',
  4: 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4',
};

export async function BlogCardsBlock({ attributes, context }: BlockProps<BlogCardsAttributes>) {
  const category = attributes.category?.trim().toLowerCase() || null;
  const [list, card, t] = await Promise.all([
    latestPosts(context.locale, { category, first: attributes.per_page }),
    postCardLabels(context.locale),
    getTranslations({ locale: context.locale, namespace: 'blog.cards' }),
  ]);
  if (!list.posts.length) return null;
  return (
    <section id={attributes.anchor || undefined} className={`mx-auto max-w-6xl px-4 py-8 sm:px-6 ${attributes.className ?? ''}`.trim()}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} subClassName="mb-6 text-lg" />
      <BlogCards
        initial={list.posts}
        endCursor={list.endCursor}
        hasNextPage={list.hasNextPage}
        pageSize={attributes.per_page}
        pagination={attributes.pagination ?? false}
        locale={context.locale}
        category={category}
        labels={{ ...card, loadMore: t('loadMore'), loading: t('loading'), showLess: t('showLess') }}
        gridClassName={gridColumns[attributes.columns]}
      />
    </section>
  );
}
