'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { fetchTldInfo, type TldInfoDomain } from '@/lib/pricing/client';
import { formatMoney, type Currency } from '@/lib/pricing/currency';
import { filterByTld, paginate, sortByPrice, TLD_TABLE_PAGE_SIZE, type SortDirection } from '@/lib/pricing/pricing-table';
import { parsePrice } from '@/lib/pricing/savings-calculator';
import { normaliseFeaturedTlds, normaliseTldText, tldLandingPath } from '@/lib/pricing/tld-name';
import { inLocale } from '@/components/blocks/pricing/links';
import { Pager } from '@/components/blocks/pricing/Pager';
import { useCurrency } from '@/components/blocks/pricing/use-currency';
import { useNearViewport } from '@/components/blocks/pricing/use-near-viewport';
import { TldLabel } from '@/components/blocks/pricing/TldLabel';
import { ScrollableTable } from '@/components/ui/ScrollableTable';
import { TableBody } from '@/components/ui/TableParts';
import { LabelledInput } from '@/components/ui/LabelledInput';

type Column = 'membershipPrice' | 'nonMemberPrice' | 'supremeMMPrice';

/**
 * TLD price table: member, non-member and Supreme member prices (renewal beside first year), a
 * search box (substring, leading dot ignored, back to page 1) and pages of 6. Rows come from
 * tld-info for the chosen currency, limited to the block's TLDs when it lists some.
 */
export function TldPriceTable({ locale, tlds = [] }: { locale: string; tlds?: string[] }) {
  const t = useTranslations('pricing');
  // the page's one currency control is the header's (drawer on a phone): the block follows it
  const [currency] = useCurrency(locale);
  const [loaded, setLoaded] = useState<{ currency: Currency; domains: TldInfoDomain[] } | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ column: Column; direction: SortDirection } | null>(null);
  const [rootRef, near] = useNearViewport<HTMLDivElement>();
  const only = normaliseFeaturedTlds(tlds).join(',');

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    fetchTldInfo(currency, controller.signal)
      .then((domains) => setLoaded({ currency, domains }))
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        console.error('[tld-price-table] tld-info failed', error);
        setLoaded({ currency, domains: [] });
      });
    return () => controller.abort();
  }, [currency, near]);

  const loading = loaded?.currency !== currency;
  const rows = useMemo(() => {
    const wanted = only ? new Set(only.split(',')) : null;
    const all = (loaded?.domains ?? []).filter((domain) => !wanted || wanted.has(normaliseTldText(domain.tld)));
    const found = filterByTld(all, search);
    return sort ? sortByPrice(found, (row) => parsePrice(row[sort.column]), sort.direction) : found;
  }, [loaded, only, search, sort]);
  const view = paginate(rows, page, TLD_TABLE_PAGE_SIZE);
  const show = (value: unknown) => {
    const number = parsePrice(value);
    return number === null ? '-' : formatMoney(number, currency, locale);
  };
  const columns: { key: Column; label: string; renew?: keyof TldInfoDomain }[] = [
    { key: 'membershipPrice', label: t('tldTable.member'), renew: 'membershipRenewPrice' },
    { key: 'nonMemberPrice', label: t('tldTable.nonMember'), renew: 'nonMemberRenewPrice' },
    { key: 'supremeMMPrice', label: t('tldTable.supreme') },
  ];

  return (
    <div ref={rootRef} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <LabelledInput
          label={t('tldTable.search')}
          fieldClassName="flex flex-col gap-1"
          type="search"
          value={search}
          placeholder={t('tldTable.placeholder')}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <ScrollableTable>
        <thead>
          <tr className="border-b border-slate-400">
            <th scope="col" className="p-2">{t('tldTable.tld')}</th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className="p-2"
                aria-sort={sort?.column === column.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
              >
                <button
                  type="button"
                  className="font-semibold"
                  onClick={() => {
                    setSort((current) =>
                      current?.column === column.key
                        ? { column: column.key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
                        : { column: column.key, direction: 'asc' },
                    );
                    setPage(1);
                  }}
                >
                  {column.label}
                  <span className="sr-only"> ({t('sortBy')})</span>
                  <span aria-hidden="true">{sort?.column === column.key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <TableBody busy={loading} status={loading ? t('loading') : view.rows.length === 0 ? t('tldTable.noMatch') : null} columns={4}>
          {view.rows.map((row) => (
            <tr key={row.tld} className="border-b border-slate-200">
              <th scope="row" className="p-2 font-semibold">
                <a href={inLocale(tldLandingPath(row.tld), locale)} className="hover:underline">
                  <TldLabel tld={row.tld} />
                </a>
              </th>
              {columns.map((column) => (
                <td key={column.key} className="p-2">
                  {show(row[column.key])}
                  {column.renew && parsePrice(row[column.renew]) !== null ? (
                    <span className="block text-xs text-slate-700">
                      {t('tldTable.renewsAt')} {show(row[column.renew])}
                    </span>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </TableBody>
      </ScrollableTable>
      {!loading && view.showPagination ? <Pager page={view.page} pageCount={view.pageCount} onPage={setPage} label={t('tldTable.pagination')} words={{ previous: t('previous'), next: t('next'), page: t('page'), first: t('first') }} /> : null}
    </div>
  );
}
