import type { ReactNode } from 'react';

/** The empty state of a filtered list: what happened in large type, what to try under it. */
export function NoResults({ heading, hint, className = '' }: { heading: ReactNode; hint: ReactNode; className?: string }) {
  return (
    <div className={`rounded-xl border border-dashed border-slate-300 bg-muted p-8 text-center ${className}`}>
      <p className="text-xl font-semibold text-heading">{heading}</p>
      <p className="mt-2 text-ink">{hint}</p>
    </div>
  );
}
