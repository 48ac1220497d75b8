import { latestPosts } from '@/lib/posts/service';
import { postCardMessages } from '@/components/blocks/blog/messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { TitledSection } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { BlogCards } from './BlogCards.lazy';
import type { BlogCardsAttributes } from './schema';

const gridColumns: Record<1 | 2 | 3 | 4, string> = {
  1: 'grid grid-cols-1 gap-6',
  2: 'grid grid-cols-1 gap-6 md:grid-cols-2',
  3: 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3',
  4: 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4',
};

/** The BlogCards island's messages: its buttons' and the post cards'. */
const blogCardsMessages = ['blog.cards', ...postCardMessages] as const;

export async function BlogCardsBlock({ attributes, context }: BlockProps<BlogCardsAttributes>) {
  const category = attributes.category?.trim().toLowerCase() || null;
  const list = await latestPosts(context.locale, { category, first: attributes.per_page });
  if (!list.posts.length) return null;
  return (
    <TitledSection attributes={attributes}>
      <IslandMessages locale={context.locale} namespaces={blogCardsMessages}>
        <BlogCards
          initial={list.posts}
          endCursor={list.endCursor}
          hasNextPage={list.hasNextPage}
          pageSize={attributes.per_page}
          pagination={attributes.pagination ?? false}
          locale={context.locale}
          category={category}
          gridClassName={gridColumns[attributes.columns]}
        />
      </IslandMessages>
    </TitledSection>
  );
}
