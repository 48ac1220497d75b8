import type { ReactNode } from 'react';

/**
 * The body of a one-message page (newsletter confirmed, unsubscribed, form sent): a large status
 * icon, the heading (the page's h1) and the text, then the actions. Plain props, no CMS knowledge.
 */
export function StatusPanel({ tone, heading, children, actions }: { tone: 'success' | 'info' | 'error'; heading: string; children: ReactNode; actions?: ReactNode }) {
  const colour = tone === 'success' ? 'bg-green-100 text-green-800' : tone === 'error' ? 'bg-red-100 text-red-800' : 'bg-sky-100 text-sky-900';
  const icon = tone === 'success' ? 'M5 13l4 4L19 7' : tone === 'error' ? 'M6 6l12 12M18 6L6 18' : 'M12 8v5m0 3h.01';
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24" data-tone={tone}>
      <span aria-hidden="true" className={`mb-6 flex h-16 w-16 items-center justify-center rounded-full ${colour}`}>
        <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d={icon} />
        </svg>
      </span>
      <h1 className="mb-4 text-3xl font-bold text-heading sm:text-4xl">{heading}</h1>
      <div className="text-lg text-slate-700" role={tone === 'error' ? 'alert' : 'status'}>
        {children}
      </div>
      {actions ? <div className="mt-8 flex flex-wrap justify-center gap-4">{actions}</div> : null}
    </div>
  );
}
