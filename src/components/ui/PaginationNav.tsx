import type { ReactNode } from 'react';
import { formatPageLabel, paginationWindow, type PaginationLabels } from './pagination';

/** One control of the pagination bar, handed to `renderControl` to become a button or a link. */
export interface PaginationControl {
  kind: 'first' | 'previous' | 'page' | 'next';
  /** Page this control goes to. */
  page: number;
  disabled: boolean;
  /** The current page's number (aria-current). */
  current: boolean;
  /** Accessible name. */
  label: string;
  /** Visible content. */
  content: ReactNode;
  className: string;
}

const controlBase =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand';
const enabledClass = 'border-brand/30 bg-white text-brand hover:bg-muted';
const currentClass = 'border-brand bg-brand text-white';
const disabledClass = 'cursor-not-allowed border-gray-300 bg-gray-50 text-gray-600';

/**
 * The markup of a pagination bar (no state, no hooks), shared by the interactive client primitive
 * (`Pagination`) and by server-rendered linked pagination. `renderControl` decides whether each
 * control is a <button> or a link.
 */
export function PaginationNav({
  page,
  totalPages,
  labels,
  renderControl,
  className = '',
}: {
  page: number;
  totalPages: number;
  labels: PaginationLabels;
  renderControl: (control: PaginationControl) => ReactNode;
  className?: string;
}) {
  const view = paginationWindow(page, totalPages);
  if (view.total < 1) return null;
  const control = (kind: PaginationControl['kind'], target: number, disabled: boolean, label: string, content: ReactNode, current = false): PaginationControl => ({
    kind,
    page: target,
    disabled,
    current,
    label,
    content,
    className: `${controlBase} ${current ? currentClass : disabled ? disabledClass : enabledClass}`,
  });
  const controls: PaginationControl[] = [];
  if (view.showFirst) controls.push(control('first', 1, false, labels.first, labels.first));
  controls.push(control('previous', view.current - 1, !view.hasPrevious, labels.previous, <><span aria-hidden="true">‹</span>{labels.previous}</>));
  for (const number of view.pages) {
    controls.push(control('page', number, false, formatPageLabel(labels.page, number, view.total), number, number === view.current));
  }
  controls.push(control('next', view.current + 1, !view.hasNext, labels.next, <>{labels.next}<span aria-hidden="true">›</span></>));
  return (
    <nav aria-label={labels.label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {controls.map((item) => (
          <li key={`${item.kind}-${item.page}`}>{renderControl(item)}</li>
        ))}
      </ul>
    </nav>
  );
}
