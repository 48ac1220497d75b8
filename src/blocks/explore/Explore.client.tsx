'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SearchField } from '@/components/ui/SearchField';
import { filterByTitle } from '@/lib/glossary/glossary';
import { NoResults } from '@/components/ui/NoResults';

export interface ExploreCard {
  title: string;
  description: string;
  href: string;
}

/**
 * The explore page: search as you type on the title; cards with title, description and Explore.
 * Card titles are h3 under the block's heading, h2 when the block has none (no level skipped).
 */
export function Explore({ cards, placeholder, headingLevel = 'h3' }: { cards: ExploreCard[]; /** The block's own placeholder (content), else the catalogue's. */ placeholder?: string; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('resources');
  const CardTitle = headingLevel;
  const [query, setQuery] = useState('');
  const shown = filterByTitle(cards, query);
  return (
    <div data-testid="explore">
      <SearchField
        label={t('explore.searchLabel')}
        placeholder={placeholder || t('explore.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        status={query.trim() ? t('explore.results', { count: shown.length }) : ''}
        className="mx-auto max-w-xl"
      />
      {shown.length ? (
        <ul role="list" className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((card) => (
            <li key={card.href} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <CardTitle className="text-xl">{card.title}</CardTitle>
              <p className="mt-2 flex-1 text-ink">{card.description}</p>
              <a href={card.href} aria-label={t('explore.buttonAbout', { title: card.title })} className="mt-5 inline-flex min-h-11 items-center self-start rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
                {t('explore.button')}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <NoResults heading={t('noResults')} hint={t('tryDifferent')} className="mt-10" />
      )}
    </div>
  );
}
