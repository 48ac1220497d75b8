'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Pagination } from '@/components/ui/Pagination';
import { usePaginationLabels } from '@/components/ui/use-pagination-labels';
import { mapTable, pageOf, searchRows, totalPagesOf, type ProductTable } from '@/lib/product-tables/tables';
import { partsText, type FilledPart } from '@/lib/pricing/money';
import { useCurrency } from '@/components/blocks/pricing/use-currency';
import { TableMarkup } from './TableMarkup';
import { LabelledInput } from '@/components/ui/LabelledInput';

/**
 * Search (any cell, case-insensitive) and pagination over the rows; a new search goes back to page 1.
 * Texts given as filled parts (placeholders filled on the server) are printed in the page's currency
 * (the visitor's choice on English pages); plain strings are shown as they are. Its messages (marketingSocial.table and the
 * pagination bar's) come from the IslandMessages around it: tableViewMessages.
 */
export function ProductTableView({ table: given, locale, searchable, paginate, pageSize }: { table: ProductTable<string | FilledPart[]>; locale: string; searchable: boolean; paginate: boolean; pageSize: number }) {
  const t = useTranslations('marketingSocial.table');
  const [currency] = useCurrency(locale);
  const table = mapTable(given, (text) => (typeof text === 'string' ? text : partsText(text, currency, locale, '–')));
  const pagination = usePaginationLabels();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const matching = searchRows(table.rows, query);
  const totalPages = paginate ? totalPagesOf(matching.length, pageSize) : 1;
  const current = Math.min(page, totalPages);
  const rows = paginate ? pageOf(matching, current, pageSize) : matching;
  const status = matching.length ? t('results', { count: matching.length }) : t('noResults');
  return (
    <div>
      {searchable ? (
        <LabelledInput
          label={t('search')}
          labelClassName="mb-1 block text-sm font-semibold"
          fieldClassName="mb-4 max-w-sm"
          type="search"
          value={query}
          placeholder={t('placeholder')}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
          className="w-full rounded-md border border-slate-300 px-3"
        />
      ) : null}
      <p role="status" className={searchable ? 'mb-2 text-sm text-slate-700' : 'sr-only'}>
        {status}
      </p>
      <TableMarkup table={table} rows={rows} label={table.caption || t('search')} />
      {paginate && totalPages > 1 ? <Pagination page={current} totalPages={totalPages} onChange={setPage} labels={pagination} className="mt-4" /> : null}
    </div>
  );
}
