'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { arrowState, clampIndex, showArrows, visibleCards } from '@/lib/posts/carousel';
import type { PostCardModel } from '@/lib/posts/types';
import { PostCard } from '@/components/blocks/blog/PostCard';
import { usePostCardLabels } from '@/components/blocks/blog/use-post-card-labels';

/**
 * The recommended-blog carousel: 1 card below 768 px, 2 below
 * 1024 px, else 3; the first visible card's index is clamped between 0 and (cards − visible);
 * previous and next are disabled at the ends, and shown only when there are more cards than fit.
 * Server-rendered at the desktop count; the card width follows the same breakpoints in CSS, so
 * nothing jumps when it hydrates.
 */
export function BlogCarousel({ posts }: { posts: PostCardModel[] }) {
  const t = useTranslations('blog.carousel');
  const card = usePostCardLabels();
  const [visible, setVisible] = useState(3);
  const [index, setIndex] = useState(0);
  const trackId = useId();

  useEffect(() => {
    const update = () => setVisible(visibleCards(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  const first = clampIndex(index, posts.length, visible);
  const arrows = arrowState(first, posts.length, visible);
  const last = Math.min(posts.length, first + visible);
  const position = t('position', { from: first + 1, to: last, total: posts.length });
  const arrowClass =
    'inline-flex h-11 w-11 items-center justify-center rounded-full border-2 border-brand bg-white text-xl font-bold text-brand hover:bg-brand hover:text-white disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-white';

  return (
    <div role="region" aria-roledescription="carousel" aria-label={t('label')} data-testid="blog-carousel" data-visible={visible} data-index={first}>
      <div className="overflow-hidden">
        <ul
          id={trackId}
          role="list"
          className="flex transition-transform duration-300 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${(first * 100) / visible}%)` }}
        >
          {posts.map((post, position) => {
            const shown = position >= first && position < last;
            return (
              <li key={post.id} aria-hidden={!shown} inert={!shown} className="w-full shrink-0 px-2 md:w-1/2 lg:w-1/3">
                <PostCard post={post} labels={card} />
              </li>
            );
          })}
        </ul>
      </div>
      {showArrows(posts.length, visible) ? (
        <div className="mt-6 flex items-center justify-center gap-4">
          <button type="button" className={arrowClass} aria-controls={trackId} aria-label={t('previous')} disabled={!arrows.previous} onClick={() => setIndex(first - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <p aria-live="polite" className="min-w-40 text-center text-sm text-slate-700">
            {position}
          </p>
          <button type="button" className={arrowClass} aria-controls={trackId} aria-label={t('next')} disabled={!arrows.next} onClick={() => setIndex(first + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
