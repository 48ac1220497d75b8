'use client';

import { useId, useState, type ReactNode } from 'react';
import { matchesSubHeading, resultsMessage, type ResultLabels } from './filter';

export interface CardGridFilterLabels extends ResultLabels {
  filterLabel: string;
  placeholder: string;
}

/**
 * The card grid's search filter: cards (rendered on the server) whose sub_heading does not contain
 * the query (case-insensitive) are hidden; the number of results, or 'No results found.', is
 * announced in a polite live region.
 */
export function CardGridFilter({
  cards,
  labels,
  gridClassName,
}: {
  cards: Array<{ id: string; subHeading: string; content: ReactNode }>;
  labels: CardGridFilterLabels;
  gridClassName: string;
}) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const shown = cards.map((card) => matchesSubHeading(card.subHeading, query));
  const count = shown.filter(Boolean).length;
  return (
    <div>
      <div className="mb-6 flex max-w-md flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          {labels.filterLabel}
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={labels.placeholder}
          autoComplete="off"
          className="rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-ink placeholder:text-gray-600 focus-visible:outline-3 focus-visible:outline-brand"
        />
        <p role="status" aria-live="polite" className="text-sm text-ink">
          {resultsMessage(count, labels)}
        </p>
      </div>
      <ul role="list" className={gridClassName}>
        {cards.map((card, index) => (
          <li key={card.id} hidden={!shown[index]} className="h-full">
            {card.content}
          </li>
        ))}
      </ul>
    </div>
  );
}
