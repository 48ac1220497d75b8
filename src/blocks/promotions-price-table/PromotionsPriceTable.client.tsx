'use client';

import { useTranslations } from 'next-intl';
import { useReducer } from 'react';
import { initialPromotionsState, promotionsReducer, promotionsView, type PromotionsRow } from '@/lib/pricing/promotions-table';
import { Pager } from '@/components/blocks/pricing/Pager';
import { ScrollableTable } from '@/components/ui/ScrollableTable';
import { LabelledInput } from '@/components/ui/LabelledInput';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD cell (promotion start and end) as a date of the page's language; other cells as they are. */
function Cell({ value, dateLocale }: { value: string; dateLocale: string }) {
  if (!ISO_DAY.test(value)) return <>{value}</>;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return <>{value}</>;
  return <time dateTime={value}>{new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date)}</time>;
}

/**
 * Promotions price table (support-and-tools spec): currency filter chips, a search box and
 * pagination over rows supplied by the page (first row = header, 10 columns by position).
 */
export function PromotionsPriceTable({ rows, dateLocale = 'en-US' }: { rows: PromotionsRow[]; /** BCP 47 language the promotion dates are written in ('es-ES'). */ dateLocale?: string }) {
  const t = useTranslations('pricing');
  const [state, dispatch] = useReducer(promotionsReducer, initialPromotionsState);
  const view = promotionsView(rows, state, (from, to, total) => t('promotions.showing', { from, to, total }));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t('promotions.currencies')} className="flex flex-wrap gap-2">
          {[null, ...view.currencies].map((currency) => (
            <button
              key={currency ?? 'all'}
              type="button"
              aria-pressed={state.currency === currency}
              onClick={() => dispatch({ type: 'currency', currency })}
              className={`rounded-full border px-3 py-1 text-sm ${state.currency === currency ? 'border-brand bg-brand text-white' : 'border-slate-400 bg-white text-slate-900'}`}
            >
              {currency ?? t('promotions.all')}
            </button>
          ))}
        </div>
        <LabelledInput
          label={t('promotions.search')}
          fieldClassName="flex items-center gap-2"
          type="search"
          value={state.filter}
          onChange={(event) => dispatch({ type: 'filter', filter: event.target.value })}
          className="rounded-md border border-slate-400 bg-white px-3 py-1.5 text-slate-900"
        />
      </div>
      <ScrollableTable tableClassName="text-sm">
        <thead>
          <tr className="border-b border-slate-400">
            {view.header.map((cell, index) => (
              <th key={index} scope="col" className="p-2" data-hidden-label={cell.hidden ? 'true' : undefined}>
                {/* Columns 3 and 5: hidden from the header only; the name stays for screen readers. */}
                {cell.hidden ? <span className="sr-only">{cell.text}</span> : cell.text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.length === 0 ? (
            <tr>
              <td colSpan={Math.max(1, view.header.length)} className="p-2">
                {t('promotions.noEntries')}
              </td>
            </tr>
          ) : (
            view.rows.map((cells, rowIndex) => (
              <tr key={`${cells.join('|')}-${rowIndex}`} className="border-b border-slate-200">
                {cells.map((cell, index) => (
                  <td key={index} className="p-2">
                    <Cell value={cell} dateLocale={dateLocale} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </ScrollableTable>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite">{view.summary}</p>
        {view.pageCount > 1 ? (
          <Pager page={view.page} pageCount={view.pageCount} onPage={(page) => dispatch({ type: 'page', page })} label={t('promotions.pagination')} words={{ previous: t('previous'), next: t('next'), page: t('page'), first: t('first') }} />
        ) : null}
      </div>
    </div>
  );
}
