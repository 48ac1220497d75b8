'use client';

import { useId, useState, type ReactNode } from 'react';

/** Read More / Read Less: toggles the extra long text; Read Less returns to the collapsed text. */
export function ReadMore({ more, moreLabel, lessLabel }: { more: ReactNode; moreLabel: string; lessLabel: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <div>
      <div id={id} hidden={!expanded}>
        {more}
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
        className="mt-3 font-semibold text-brand underline underline-offset-4 hover:text-brand-dark"
      >
        {expanded ? lessLabel : moreLabel}
      </button>
    </div>
  );
}
