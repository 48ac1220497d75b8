'use client';

import { useTranslations } from 'next-intl';
import { Fragment, useState, type ReactNode } from 'react';
import { mobileRows } from '@/lib/product-tables/comparison';

/**
 * The comparison lists. From 768 px: the layout as given (two
 * cards, or one card with two columns). Below 768 px: the left features only, until View more shows
 * both sides interleaved (left 1, right 1, left 2, ...); Show less goes back. The phone list and the
 * wide layout are both rendered and switched by CSS, so the first paint is right on every screen.
 */
export function ComparisonList({
  left,
  right,
  layout,
  titles,
}: {
  left: ReactNode[];
  right: ReactNode[];
  layout: 'one' | 'two';
  titles: { left: string; right: string };
}) {
  const t = useTranslations('marketingSocial.comparison');
  const [expanded, setExpanded] = useState(false);
  const rows = mobileRows(left, right, expanded);
  const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
  const title = (text: string) => (text ? <h3 className="mb-3 text-xl">{text}</h3> : null);
  return (
    <div data-expanded={expanded ? 'true' : 'false'}>
      {layout === 'two' ? (
        <div className="hidden gap-6 min-[768px]:grid min-[768px]:grid-cols-2" data-comparison="wide">
          <div className={card}>
            {title(titles.left)}
            <ul className="divide-y divide-slate-200">{left}</ul>
          </div>
          <div className={card}>
            {title(titles.right)}
            <ul className="divide-y divide-slate-200">{right}</ul>
          </div>
        </div>
      ) : (
        <div className={`hidden min-[768px]:block ${card}`} data-comparison="wide">
          <div className="grid grid-cols-2 gap-x-10">
            <div>
              {title(titles.left)}
              <ul className="divide-y divide-slate-200">{left}</ul>
            </div>
            <div>
              {title(titles.right)}
              <ul className="divide-y divide-slate-200">{right}</ul>
            </div>
          </div>
        </div>
      )}
      <div className={`min-[768px]:hidden ${card}`} data-comparison="phone">
        <ul className="divide-y divide-slate-200">
          {rows.map((row, index) => (
            <Fragment key={`${row.side}-${index}`}>{row.feature}</Fragment>
          ))}
        </ul>
        {right.length ? (
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded((value) => !value)}
            className="mt-4 w-full rounded-md border-2 border-brand px-4 py-2.5 font-semibold text-brand hover:bg-brand hover:text-white"
          >
            {expanded ? t('showLess') : t('viewMore')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
