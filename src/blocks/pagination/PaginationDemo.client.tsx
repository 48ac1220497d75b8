'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Pagination } from '@/components/ui/Pagination';
import { usePaginationLabels } from '@/components/ui/use-pagination-labels';

/** The interactive pagination block (no base_url): moves between pages and announces the page. */
export function PaginationDemo({
  initialPage,
  totalPages,
}: {
  initialPage: number;
  totalPages: number;
}) {
  const t = useTranslations('blocks.pagination');
  const labels = usePaginationLabels();
  const [page, setPage] = useState(Math.min(initialPage, totalPages));
  return (
    <div className="flex flex-col items-center gap-3">
      <Pagination page={page} totalPages={totalPages} labels={labels} onChange={setPage} />
      <p aria-live="polite" className="text-sm text-ink">
        {t('status', { page, total: totalPages })}
      </p>
    </div>
  );
}
