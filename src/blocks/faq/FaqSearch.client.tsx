'use client';

import { useState } from 'react';
import { SearchField } from '@/components/ui/SearchField';
import { FaqAccordion, type FaqAccordionItem } from './FaqAccordion.client';
import type { FaqMode } from './schema';
import { matchesFaqHeading } from './search';
import { NoResults } from '@/components/ui/NoResults';

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
 * The FAQ with a search box (/faq, 'FAQ search with no side heading'): the search filters by
 * heading, case-insensitive; with no match it says 'No results found.' and 'Please try again with
 * some different keywords.'.
 */
export function FaqSearch({ mode, items, defaultOpen, labels }: { mode: FaqMode; items: FaqAccordionItem[]; defaultOpen: string[]; labels: FaqSearchLabels }) {
  const [query, setQuery] = useState('');
  const shown = items.filter((item) => matchesFaqHeading(item.question, query));
  return (
    <div data-testid="faq-search">
      <SearchField
        label={labels.searchLabel}
        placeholder={labels.searchPlaceholder}
        value={query}
        onChange={setQuery}
        status={query.trim() ? fill(shown.length === 1 ? labels.resultsOne : labels.resultsOther, shown.length) : ''}
        className="mb-6"
      />
      {shown.length ? (
        // the search variant shows no heading of its own: the questions are h2
        <FaqAccordion mode={mode} items={shown} defaultOpen={defaultOpen} headingLevel="h2" />
      ) : (
        <NoResults heading={labels.noResults} hint={labels.tryDifferent} />
      )}
    </div>
  );
}
