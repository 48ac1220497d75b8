'use client';

import type { PaginationLabels } from './pagination';
import { PaginationNav } from './PaginationNav';

export type { PaginationLabels } from './pagination';

/**
 * Interactive pagination (buttons): previous disabled on page 1, next on the last page, up to 5
 * page numbers around the current one, a 'first' button past page 10. Reused by price tables and
 * the blog list; labels come translated from the server.
 */
export function Pagination({
  page,
  totalPages,
  onChange,
  labels,
  className,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
  className?: string;
}) {
  return (
    <PaginationNav
      page={page}
      totalPages={totalPages}
      labels={labels}
      className={className}
      renderControl={(control) => (
        <button
          type="button"
          className={control.className}
          disabled={control.disabled}
          aria-current={control.current ? 'page' : undefined}
          aria-label={control.kind === 'page' ? control.label : undefined}
          onClick={() => {
            if (!control.disabled && !control.current) onChange(control.page);
          }}
        >
          {control.content}
        </button>
      )}
    />
  );
}
