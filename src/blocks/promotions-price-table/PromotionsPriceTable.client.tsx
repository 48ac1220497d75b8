'use client';

import { useReducer } from 'react';
import { initialPromotionsState, promotionsReducer, promotionsView, type PromotionsRow } from '@/lib/pricing/promotions-table';
import { Pager, type PagerWords } from '@/components/blocks/pricing/Pager';
import { ScrollableTable } from '@/components/ui/ScrollableTable';
import { LabelledInput } from '@/components/ui/LabelledInput';

export interface PromotionsPriceTableLabels extends PagerWords {
  search: string;
  allCurrencies: string;
  currencies: string;
  pagination: string;
  noEntries: string;
  /** 'Showing {from} to {to} of {total} entries' in the page's language. */
  showing?: string;
  /** BCP 47 language the promotion dates are written in ('es-ES'; en-US by default). */
  dateLocale?: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD cell (promotion start and end) as a date of the page's language; other cells as they are. */
function Cell({ value, dateLocale }: { value: string; dateLocale: string }) {
  if (!ISO_DAY.test(value)) return <>{value}</>;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return <>{value}</>;
  return <time dateTime={value}>{new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date)}</time>;
}

export const defaultPromotionsPriceTableLabels: PromotionsPriceTableLabels = {
  search: 'Search',
  allCurrencies: 'All',
  currencies: 'Currency',
  pagination: 'Promotion pages',
  noEntries: 'No matching records found',
};

/**
 * Promotions price table (support-and-tools spec): currency filter chips, a search box and
 * pagination over rows supplied by the page (first row = header, 10 columns by position).
 */
export function PromotionsPriceTable({ rows, labels = defaultPromotionsPriceTableLabels }: { rows: PromotionsRow[]; labels?: PromotionsPriceTableLabels }) {
  const [state, dispatch] = useReducer(promotionsReducer, initialPromotionsState);
  const view = promotionsView(rows, state, labels.showing);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={labels.currencies} className="flex flex-wrap gap-2">
          {[null, ...view.currencies].map((currency) => (
            <button
              key={currency ?? 'all'}
              type="button"
              aria-pressed={state.currency === currency}
              onClick={() => dispatch({ type: 'currency', currency })}
              className={`rounded-full border px-3 py-1 text-sm ${state.currency === currency ? 'border-brand bg-brand text-white' : 'border-slate-400 bg-white text-slate-900'}`}
            >
              {currency ?? labels.allCurrencies}
            </button>
          ))}
        </div>
        <LabelledInput
          label={labels.search}
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
                {labels.noEntries}
              </td>
            </tr>
          ) : (
            view.rows.map((cells, rowIndex) => (
              <tr key={`${cells.join('|')}-${rowIndex}`} className="border-b border-slate-200">
                {cells.map((cell, index) => (
                  <td key={index} className="p-2">
                    <Cell value={cell} dateLocale={labels.dateLocale ?? 'en-US'} />
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
          <Pager page={view.page} pageCount={view.pageCount} onPage={(page) => dispatch({ type: 'page', page })} label={labels.pagination} words={labels} />
        ) : null}
      </div>
    </div>
  );
}
