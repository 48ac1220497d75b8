'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { WALL_INITIAL_COUNT, WALL_STEP } from '@/lib/social-proof/constants';
import { nextVisibleCount } from '@/lib/social-proof/testimonials';

/**
 * The wall's Load More: 6 shown, 6 more per click until all are
 * shown, then the button goes. Focus moves to the first newly shown card; a polite status says
 * how many are shown. Columns are CSS (3, 2 below 1024 px, 1 below 640 px).
 */
export function WallLoadMore({ cards }: { cards: ReactNode[] }) {
  const t = useTranslations('marketingSocial.wall');
  const [visible, setVisible] = useState(Math.min(WALL_INITIAL_COUNT, cards.length));
  const firstNew = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (firstNew.current === null) return;
    const item = list.current?.children[firstNew.current] as HTMLElement | undefined;
    firstNew.current = null;
    item?.focus();
  }, [visible]);

  return (
    <>
      <ul ref={list} className="columns-1 gap-6 min-[640px]:columns-2 min-[1024px]:columns-3" data-visible={visible}>
        {cards.slice(0, visible).map((card, index) => (
          <li key={index} tabIndex={-1} className="mb-6 break-inside-avoid outline-offset-4">
            {card}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {t('status', { shown: visible, total: cards.length })}
      </p>
      {visible < cards.length ? (
        <div className="mt-4 text-center">
          <button
            type="button"
            className="inline-flex items-center justify-center rounded-md border-2 border-brand px-6 py-2.5 font-semibold text-brand hover:bg-brand hover:text-white"
            onClick={() => {
              firstNew.current = visible;
              setVisible((count) => nextVisibleCount(count, cards.length, WALL_STEP));
            }}
          >
            {t('loadMore')}
          </button>
        </div>
      ) : null}
    </>
  );
}
