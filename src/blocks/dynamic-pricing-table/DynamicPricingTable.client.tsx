'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { Pager } from '@/components/blocks/pricing/Pager';
import { fetchPricingData, PricingDataError } from '@/lib/pricing/client';
import { formatMoney, isCurrency } from '@/lib/pricing/currency';
import { dynamicPricingView, pricingErrorText, sortByPrice, type PricingRecord, type SortDirection } from '@/lib/pricing/pricing-table';
import { normaliseFeaturedTlds, tldLandingPath } from '@/lib/pricing/tld-name';
import { inLocale } from '@/components/blocks/pricing/links';
import { useCurrency } from '@/components/blocks/pricing/use-currency';
import { useNearViewport } from '@/components/blocks/pricing/use-near-viewport';
import { TldLabel } from '@/components/blocks/pricing/TldLabel';
import { ScrollableTable } from '@/components/ui/ScrollableTable';

type FeeColumn = 'registerFee' | 'transferFee' | 'renewalFee' | 'restoreFee';
const FEE_COLUMNS: FeeColumn[] = ['registerFee', 'transferFee', 'renewalFee', 'restoreFee'];

type Loaded = { key: string } & ({ status: 'error'; message: string } | { status: 'rows'; rows: PricingRecord[] });
type State = { status: 'loading' } | Loaded;

function fee(value: number | null, currency: string, unavailable: string, locale?: string): string {
  if (value === null) return unavailable;
  return isCurrency(currency) ? formatMoney(value, currency, locale) : `${currency} ${value.toFixed(2)}`;
}

/**
 * Dynamic pricing table: loading, then a red error ('HTTP {status}' / 'Failed to load'), then rows.
 * A new TLD list (or a new currency) refetches and resets to page 1. Prices in the page's currency,
 * fetched in it: pricing-data is not a call read at USD. Page size 15; on /domains/domain-transfer only the
 * featured TLDs, no pagination. Price columns sort (beyond the original).
 */
export function DynamicPricingTable({
  featuredTlds,
  path,
  locale,
}: {
  featuredTlds: string[];
  path: string;
  locale?: string;
}) {
  const t = useTranslations('pricing');
  const tldKey = normaliseFeaturedTlds(featuredTlds).join(',');
  // Currency by language: EUR on es/nl, INR on /hi, else the visitor's choice.
  const [currency] = useCurrency(locale ?? 'en');
  const key = `${tldKey}|${currency}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // The page belongs to one TLD list: a new list starts again at page 1.
  const [pageOf, setPageOf] = useState({ key, page: 1 });
  const [sort, setSort] = useState<{ column: FeeColumn; direction: SortDirection } | null>(null);
  const state: State = useMemo(() => (loaded && loaded.key === key ? loaded : { status: 'loading' }), [loaded, key]);
  const page = pageOf.key === key ? pageOf.page : 1;
  const setPage = (next: number) => setPageOf({ key, page: next });
  const [rootRef, near] = useNearViewport<HTMLDivElement>();

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    fetchPricingData(tldKey, controller.signal, currency)
      .then((rows) => setLoaded({ key, status: 'rows', rows }))
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        setLoaded({ key, status: 'error', message: pricingErrorText(error instanceof PricingDataError ? error.status : null) });
      });
    return () => controller.abort();
  }, [key, near, tldKey, currency]);

  const rows = useMemo(() => {
    if (state.status !== 'rows') return [];
    return sort ? sortByPrice(state.rows, (row) => row[sort.column], sort.direction) : state.rows;
  }, [state, sort]);
  const view = dynamicPricingView(rows, { pathname: path, featuredTlds: tldKey, page });

  function toggleSort(column: FeeColumn) {
    setSort((current) => (current?.column === column ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { column, direction: 'asc' }));
    setPage(1);
  }

  const headers: Record<FeeColumn, string> = {
    registerFee: t('pricingTable.registerFee'),
    transferFee: t('pricingTable.transferFee'),
    renewalFee: t('pricingTable.renewalFee'),
    restoreFee: t('pricingTable.restoreFee'),
  };

  return (
    <div ref={rootRef} className="flex flex-col gap-3">
      <ScrollableTable>
        <thead>
          <tr className="border-b border-slate-400">
            <th scope="col" className="p-2">{t('pricingTable.tld')}</th>
            <th scope="col" className="p-2">{t('pricingTable.currency')}</th>
            {FEE_COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className="p-2"
                aria-sort={sort?.column === column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
              >
                <button type="button" onClick={() => toggleSort(column)} className="font-semibold underline-offset-2 hover:underline">
                  {headers[column]}
                  <span className="sr-only"> ({t('sortBy')})</span>
                  <span aria-hidden="true">{sort?.column === column ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody aria-busy={state.status === 'loading'}>
          {state.status === 'loading' ? (
            <tr>
              <td colSpan={6} className="p-2">{t('loading')}</td>
            </tr>
          ) : state.status === 'error' ? (
            <tr>
              <td colSpan={6} className="p-2 font-semibold text-red-700" role="alert">
                {state.message}
              </td>
            </tr>
          ) : (
            view.rows.map((row) => (
              <tr key={`${row.tld}-${row.currency}`} className="border-b border-slate-200">
                <th scope="row" className="p-2 font-semibold">
                  <a href={inLocale(tldLandingPath(row.tld), locale)} className="underline-offset-2 hover:underline">
                    <TldLabel tld={row.tld} />
                  </a>
                </th>
                <td className="p-2">{row.currency}</td>
                {FEE_COLUMNS.map((column) => (
                  <td key={column} className="p-2">
                    {fee(row[column], row.currency, t('unavailable'), locale)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </ScrollableTable>
      {state.status === 'rows' && view.showPagination ? (
        <Pager page={view.page} pageCount={view.pageCount} onPage={setPage} label={t('pricingTable.pagination')} words={{ previous: t('previous'), next: t('next'), page: t('page'), first: t('first') }} />
      ) : null}
    </div>
  );
}
