'use client';

import { useId, useState, type ReactNode } from 'react';

/**
 * The long description, collapsed or expanded: collapsed shows the description; Read More
 * swaps it for the second paragraph and the badge text; Read Less swaps back.
 */
export function LongDescription({ description, second, badge, moreLabel, lessLabel }: { description: ReactNode; second: ReactNode; badge: string; moreLabel: string; lessLabel: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <div id={id} data-long-description={expanded ? 'expanded' : 'collapsed'}>
      <div hidden={expanded}>{description}</div>
      <div hidden={!expanded}>
        {badge ? <p className="mt-4 inline-block rounded-full bg-highlight px-3 py-1 text-sm font-bold text-slate-900" data-testid="long-description-badge">{badge}</p> : null}
        {second}
      </div>
      <button type="button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((value) => !value)} className="mt-3 font-semibold text-brand underline underline-offset-4 hover:text-brand-dark">
        {expanded ? lessLabel : moreLabel}
      </button>
    </div>
  );
}
