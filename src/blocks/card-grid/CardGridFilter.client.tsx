'use client';

import { useState, type ReactNode } from 'react';
import { SearchField } from '@/components/ui/SearchField';
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
  const shown = cards.map((card) => matchesSubHeading(card.subHeading, query));
  const count = shown.filter(Boolean).length;
  return (
    <div>
      <SearchField label={labels.filterLabel} placeholder={labels.placeholder} value={query} onChange={setQuery} status={resultsMessage(count, labels)} className="mb-6 max-w-md" />
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
