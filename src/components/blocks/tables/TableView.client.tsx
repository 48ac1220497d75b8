'use client';

import { useState } from 'react';
import { Pagination, type PaginationLabels } from '@/components/ui/Pagination';
import { pageOf, searchRows, totalPagesOf, type ProductTable } from '@/lib/product-tables/tables';
import { TableMarkup } from './TableMarkup';
import { LabelledInput } from '@/components/ui/LabelledInput';

export interface TableViewLabels {
  search: string;
  placeholder: string;
  noResults: string;
  resultsOne: string;
  resultsOther: string;
  pagination: PaginationLabels;
}

/** Search (any cell, case-insensitive) and pagination over the rows; a new search goes back to page 1. */
export function ProductTableView({ table, searchable, paginate, pageSize, labels }: { table: ProductTable; searchable: boolean; paginate: boolean; pageSize: number; labels: TableViewLabels }) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const matching = searchRows(table.rows, query);
  const totalPages = paginate ? totalPagesOf(matching.length, pageSize) : 1;
  const current = Math.min(page, totalPages);
  const rows = paginate ? pageOf(matching, current, pageSize) : matching;
  const status = matching.length ? (matching.length === 1 ? labels.resultsOne : labels.resultsOther).replace('{count}', String(matching.length)) : labels.noResults;
  return (
    <div>
      {searchable ? (
        <LabelledInput
          label={labels.search}
          labelClassName="mb-1 block text-sm font-semibold"
          fieldClassName="mb-4 max-w-sm"
          type="search"
          value={query}
          placeholder={labels.placeholder}
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
      <TableMarkup table={table} rows={rows} label={table.caption || labels.search} />
      {paginate && totalPages > 1 ? <Pagination page={current} totalPages={totalPages} onChange={setPage} labels={labels.pagination} className="mt-4" /> : null}
    </div>
  );
}
