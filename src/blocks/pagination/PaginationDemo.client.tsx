'use client';

import { useState } from 'react';
import { Pagination } from '@/components/ui/Pagination';
import { formatPageLabel, type PaginationLabels } from '@/components/ui/pagination';

/** The interactive pagination block (no base_url): moves between pages and announces the page. */
export function PaginationDemo({
  initialPage,
  totalPages,
  labels,
  statusTemplate,
}: {
  initialPage: number;
  totalPages: number;
  labels: PaginationLabels;
  /** e.g. 'Page {page} of {total}' */
  statusTemplate: string;
}) {
  const [page, setPage] = useState(Math.min(initialPage, totalPages));
  return (
    <div className="flex flex-col items-center gap-3">
      <Pagination page={page} totalPages={totalPages} labels={labels} onChange={setPage} />
      <p aria-live="polite" className="text-sm text-ink">
        {formatPageLabel(statusTemplate, page, totalPages)}
      </p>
    </div>
  );
}
