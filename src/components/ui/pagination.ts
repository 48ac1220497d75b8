/**
 * Pure pagination maths: up to 5 page numbers in a
 * window around the current page, previous disabled on page 1, next disabled on the last page, and
 * a 'first' button once past page 10 (current page > 10).
 */
export const PAGINATION_MAX_PAGES = 5;
export const PAGINATION_FIRST_AFTER = 10;

export interface PaginationWindow {
  /** The current page clamped to 1..total (1 when there are no pages). */
  current: number;
  total: number;
  /** Page numbers to show, ascending, at most PAGINATION_MAX_PAGES. */
  pages: number[];
  hasPrevious: boolean;
  hasNext: boolean;
  /** The 'first' button: shown once the current page is past page 10. */
  showFirst: boolean;
}

function whole(value: number, fallback: number): number {
  return Number.isFinite(value) ? Math.trunc(value) : fallback;
}

export function paginationWindow(current: number, total: number): PaginationWindow {
  const totalPages = Math.max(0, whole(total, 0));
  const page = Math.min(Math.max(1, whole(current, 1)), Math.max(1, totalPages));
  const half = Math.floor(PAGINATION_MAX_PAGES / 2);
  // Centre the window on the current page, shifted so it never runs past either end.
  const start = Math.max(1, Math.min(page - half, totalPages - PAGINATION_MAX_PAGES + 1));
  const end = Math.min(totalPages, start + PAGINATION_MAX_PAGES - 1);
  const pages: number[] = [];
  for (let number = start; number <= end; number++) pages.push(number);
  return {
    current: page,
    total: totalPages,
    pages,
    hasPrevious: page > 1,
    hasNext: page < totalPages,
    showFirst: page > PAGINATION_FIRST_AFTER,
  };
}

/**
 * A page number's accessible name: a label template such as 'Page {page}' filled (from a server
 * component), or the island's own message (usePaginationLabels).
 */
export function formatPageLabel(template: string | ((page: number, total?: number) => string), page: number, total?: number): string {
  if (typeof template === 'function') return template(page, total);
  return template.replaceAll('{page}', String(page)).replaceAll('{total}', total === undefined ? '' : String(total));
}

export interface PaginationLabels {
  /** Name of the navigation landmark, e.g. 'Pagination'. */
  label: string;
  previous: string;
  next: string;
  first: string;
  /** Accessible name of a page number: a template with '{page}', e.g. 'Page {page}', or the name itself. */
  page: string | ((page: number, total?: number) => string);
}
