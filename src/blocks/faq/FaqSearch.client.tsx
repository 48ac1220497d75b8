'use client';

import { useId, useState } from 'react';
import { FaqAccordion, type FaqAccordionItem } from './FaqAccordion.client';
import type { FaqMode } from './schema';
import { matchesFaqHeading } from './search';

export interface FaqSearchLabels {
  searchLabel: string;
  searchPlaceholder: string;
  noResults: string;
  tryDifferent: string;
  resultsOne: string;
  resultsOther: string;
}

const fill = (template: string, count: number) => template.replace('{count}', String(count));

/**
 * The FAQ with a search box (pricing §2: /faq, 'FAQ search with no side heading'; §4: search
 * filters by heading, case-insensitive; §8: 'No results found.' with 'Please try again with some
 * different keywords.').
 */
export function FaqSearch({ mode, items, defaultOpen, labels }: { mode: FaqMode; items: FaqAccordionItem[]; defaultOpen: string[]; labels: FaqSearchLabels }) {
  const [query, setQuery] = useState('');
  const id = useId();
  const shown = items.filter((item) => matchesFaqHeading(item.question, query));
  return (
    <div data-testid="faq-search">
      <div className="mb-6 flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-heading">
          {labels.searchLabel}
        </label>
        <input
          id={id}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={labels.searchPlaceholder}
          autoComplete="off"
          className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-600"
        />
        <p role="status" aria-live="polite" className="text-sm text-slate-700">
          {query.trim() ? fill(shown.length === 1 ? labels.resultsOne : labels.resultsOther, shown.length) : ''}
        </p>
      </div>
      {shown.length ? (
        // the search variant shows no heading of its own: the questions are h2
        <FaqAccordion mode={mode} items={shown} defaultOpen={defaultOpen} headingLevel="h2" />
      ) : (
        <div className="rounded-xl border border-dashed border-slate-300 bg-muted p-8 text-center">
          <p className="text-xl font-semibold text-heading">{labels.noResults}</p>
          <p className="mt-2 text-ink">{labels.tryDifferent}</p>
        </div>
      )}
    </div>
  );
}
