'use client';

import { Pagination } from '@/components/ui/Pagination';

export interface PagerWords {
  previous?: string;
  next?: string;
  /** The word before a page number, e.g. 'Page' (accessible names 'Page 2'). */
  page?: string;
  first?: string;
}

/**
 * The pricing tables' pager: the site's pagination control (previous disabled on page 1, next on the
 * last page, up to 5 page numbers, a 'first' button past page 10) under the table's own landmark
 * name and with its translated words.
 */
export function Pager({
  page,
  pageCount,
  onPage,
  label,
  words = {},
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
  words?: PagerWords;
}) {
  return (
    <Pagination
      page={page}
      totalPages={pageCount}
      onChange={onPage}
      labels={{
        label,
        previous: words.previous ?? 'Previous',
        next: words.next ?? 'Next',
        first: words.first ?? 'First',
        page: `${words.page ?? 'Page'} {page}`,
      }}
    />
  );
}
