'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SearchField } from '@/components/ui/SearchField';
import { FaqAccordion, type FaqAccordionItem } from './FaqAccordion.client';
import type { FaqMode } from './schema';
import { matchesFaqHeading } from './search';
import { NoResults } from '@/components/ui/NoResults';

/**
 * The FAQ with a search box (/faq, 'FAQ search with no side heading'): the search filters by
 * heading, case-insensitive; with no match it says 'No results found.' and 'Please try again with
 * some different keywords.'.
 */
export function FaqSearch({ mode, items, defaultOpen }: { mode: FaqMode; items: FaqAccordionItem[]; defaultOpen: string[] }) {
  const t = useTranslations('resources');
  const [query, setQuery] = useState('');
  const shown = items.filter((item) => matchesFaqHeading(item.question, query));
  return (
    <div data-testid="faq-search">
      <SearchField
        label={t('faq.searchLabel')}
        placeholder={t('faq.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        status={query.trim() ? t('faq.results', { count: shown.length }) : ''}
        className="mb-6"
      />
      {shown.length ? (
        // the search variant shows no heading of its own: the questions are h2
        <FaqAccordion mode={mode} items={shown} defaultOpen={defaultOpen} headingLevel="h2" />
      ) : (
        <NoResults heading={t('noResults')} hint={t('tryDifferent')} />
      )}
    </div>
  );
}
