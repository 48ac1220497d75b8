'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { cardsListButton, needsMore } from '@/lib/posts/cards-list';
import { BLOG_FETCH_SIZE } from '@/lib/posts/constants';
import type { PostBatch, PostCardModel } from '@/lib/posts/types';
import { PostCard } from '@/components/blocks/blog/PostCard';
import { usePostCardLabels } from '@/components/blocks/blog/use-post-card-labels';

/**
 * The blog post cards list: with pagination on, 'Load more...' shows one
 * more page (fetching the next cursor page from GET /api/posts when it is not loaded yet, with a
 * 'Loading...' button meanwhile); once all posts are shown, 'Show less...' returns to the first page.
 */
export function BlogCards({
  initial,
  endCursor,
  hasNextPage,
  pageSize,
  pagination,
  locale,
  category,
  gridClassName,
}: {
  initial: PostCardModel[];
  endCursor: string | null;
  hasNextPage: boolean;
  pageSize: number;
  pagination: boolean;
  locale: string;
  category: string | null;
  gridClassName: string;
}) {
  const t = useTranslations('blog.cards');
  const card = usePostCardLabels();
  const [posts, setPosts] = useState(initial);
  const [visible, setVisible] = useState(Math.min(pageSize, initial.length));
  const [cursor, setCursor] = useState({ endCursor, hasNextPage });
  const [loading, setLoading] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const button = cardsListButton({ pagination, loading, visible, loaded: posts.length, hasNextPage: cursor.hasNextPage, pageSize });

  async function loadMore() {
    const target = visible + pageSize;
    if (!needsMore(visible, pageSize, posts.length, cursor.hasNextPage)) {
      setVisible(Math.min(target, posts.length));
      return;
    }
    setLoading(true);
    try {
      // At most BLOG_FETCH_SIZE (50) posts a request; a larger page takes several.
      let merged = posts;
      let next = cursor;
      while (merged.length < target && next.hasNextPage) {
        const params = new URLSearchParams({ locale, first: String(Math.min(BLOG_FETCH_SIZE, target - merged.length)) });
        if (category) params.set('category', category);
        if (next.endCursor) params.set('after', next.endCursor);
        const response = await fetch(`/api/posts?${params.toString()}`);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const batch = (await response.json()) as PostBatch;
        const known = merged;
        merged = [...known, ...batch.posts.filter((post) => !known.some((old) => old.id === post.id))];
        next = { endCursor: batch.pageInfo.endCursor, hasNextPage: batch.pageInfo.hasNextPage && batch.pageInfo.endCursor !== next.endCursor && batch.posts.length > 0 };
      }
      setPosts(merged);
      setCursor(next);
      setVisible(Math.min(target, merged.length));
    } catch (error) {
      // Blog list fetch errors are only logged: Load more stays, to try again.
      console.warn('[blog] loading more posts failed:', error instanceof Error ? error.message : error);
    } finally {
      setLoading(false);
    }
  }

  function showLess() {
    setVisible(Math.min(pageSize, posts.length));
    listRef.current?.scrollIntoView({ block: 'start' });
  }

  const buttonClass = 'inline-flex min-h-11 items-center rounded-md border-2 border-brand px-6 font-semibold text-brand hover:bg-brand hover:text-white disabled:cursor-wait disabled:opacity-70';
  return (
    <div data-testid="blog-cards" data-visible={visible}>
      <ul ref={listRef} role="list" className={`scroll-mt-24 ${gridClassName}`}>
        {posts.slice(0, visible).map((post) => (
          <li key={post.id}>
            <PostCard post={post} labels={card} />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-2">
        {button === 'load-more' ? (
          <button type="button" className={buttonClass} onClick={() => void loadMore()}>
            {t('loadMore')}
          </button>
        ) : button === 'loading' ? (
          <button type="button" className={buttonClass} disabled aria-busy="true">
            {t('loading')}
          </button>
        ) : button === 'show-less' ? (
          <button type="button" className={buttonClass} onClick={showLess}>
            {t('showLess')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
