'use client';

/** Previous / Next pager; Previous disabled on page 1, Next on the last page. */
export function Pager({
  page,
  pageCount,
  onPage,
  label,
  previous = 'Previous',
  next = 'Next',
  pageWord = 'Page',
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
  previous?: string;
  next?: string;
  pageWord?: string;
}) {
  return (
    <nav aria-label={label} className="flex items-center gap-3">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className="rounded border px-3 py-1 disabled:opacity-50">
        {previous}
      </button>
      <span>
        {pageWord} {page} / {pageCount}
      </span>
      <button type="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)} className="rounded border px-3 py-1 disabled:opacity-50">
        {next}
      </button>
    </nav>
  );
}
