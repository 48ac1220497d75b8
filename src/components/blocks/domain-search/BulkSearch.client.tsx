'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useCurrency } from '@/components/blocks/pricing/use-currency';
import { BULK_MAX_NAMES } from '@/lib/domain-search/input-limits';
import { onCheckoutClick } from './checkout-click';
import type { LiveResults as LiveResultsComponent, LiveSearch } from './LiveResults.client';
import { SearchError, type CheckoutTarget } from './ResultsView';

const loadLiveResults = () => import('./LiveResults.client').then((module) => module.LiveResults);

function lineCount(text: string): number {
  return new Set(text.split(/\r?\n|\r|,/).map((line) => line.trim()).filter(Boolean)).size;
}

/**
 * Bulk search: up to 50 names, one per line, each checked for its own extension; the rows stream
 * in like a single search's. Without JavaScript the form is a GET to the results page (?names=).
 * Its texts: bulkSearchMessages (./messages.ts), given by the page's IslandMessages.
 */
export function BulkSearchForm({
  locale,
  resultsPath,
  checkout,
  initialNames,
  children,
}: {
  locale: string;
  resultsPath: string;
  checkout: CheckoutTarget;
  initialNames?: string;
  children?: ReactNode;
}) {
  const t = useTranslations('domainSearch.bulk');
  const [value, setValue] = useState(initialNames ?? '');
  const [tooMany, setTooMany] = useState(false);
  const [search, setSearch] = useState<LiveSearch | null>(null);
  const [Live, setLive] = useState<typeof LiveResultsComponent | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [currency] = useCurrency(locale);
  const id = useId();
  const count = lineCount(value);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (count > BULK_MAX_NAMES) {
      setTooMany(true);
      return;
    }
    setTooMany(false);
    if (!Live) {
      const component = await loadLiveResults();
      setLive(() => component);
    }
    setSearch({ key: Date.now(), names: value });
  }

  return (
    <div>
      <form action={resultsPath} method="get" onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-names`} className="block font-semibold text-heading">
          {t('label')}
        </label>
        <textarea
          id={`${id}-names`}
          name="names"
          rows={8}
          value={value}
          placeholder={t('placeholder')}
          spellCheck={false}
          autoCapitalize="none"
          aria-describedby={`${id}-count`}
          aria-invalid={tooMany || undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setTooMany(false);
          }}
          className="mt-2 w-full rounded-md border-2 border-slate-300 bg-white px-3 py-2 font-mono text-base text-ink focus:border-brand"
        />
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p id={`${id}-count`} className={`text-sm ${count > BULK_MAX_NAMES ? 'font-semibold text-danger' : 'text-slate-700'}`}>
            {t('count', { count, maxNames: BULK_MAX_NAMES })}
          </p>
          <button type="submit" className="min-h-11 rounded-md bg-brand px-6 font-bold text-white hover:bg-brand-dark">
            {t('button')}
          </button>
        </div>
      </form>
      {tooMany ? <SearchError code="too-many-names" /> : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div onClick={onCheckoutClick}>
        {search && Live ? (
          <Live search={search} locale={locale} currency={currency} checkout={checkout} onAnnounce={setAnnouncement} idPrefix={`${id}-results`} />
        ) : (
          children
        )}
      </div>
    </div>
  );
}
