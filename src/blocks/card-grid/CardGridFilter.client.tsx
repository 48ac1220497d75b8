'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { SearchField } from '@/components/ui/SearchField';
import { matchesSubHeading } from './filter';

/**
 * The card grid's search filter: cards (rendered on the server) whose sub_heading does not contain
 * the query (case-insensitive) are hidden; the number of results, or 'No results found.', is
 * announced in a polite live region.
 */
export function CardGridFilter({
  cards,
  placeholder,
  gridClassName,
}: {
  cards: Array<{ id: string; subHeading: string; content: ReactNode }>;
  /** The block's own placeholder (content), else the catalogue's. */
  placeholder?: string;
  gridClassName: string;
}) {
  const t = useTranslations('blocks.cardGrid');
  const [query, setQuery] = useState('');
  const shown = cards.map((card) => matchesSubHeading(card.subHeading, query));
  const count = shown.filter(Boolean).length;
  return (
    <div>
      <SearchField
        label={t('filterLabel')}
        placeholder={placeholder || t('filterPlaceholder')}
        value={query}
        onChange={setQuery}
        status={count ? t('results', { count }) : t('noResults')}
        className="mb-6 max-w-md"
      />
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
