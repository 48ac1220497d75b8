'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { searchTld, type ClientTldEntry } from '@/lib/pricing/client';
import type { Currency } from '@/lib/pricing/currency';
import { useCurrency } from '@/components/blocks/pricing/use-currency';
import { useResultInCurrency } from '@/components/blocks/pricing/use-result-in-currency';
import { FeaturedDomains, Spinner, TldGrid } from '@/components/blocks/pricing/FeaturedDomains.client';
import { LabelledInput } from '@/components/ui/LabelledInput';

type State = { status: 'idle' } | { status: 'loading' } | { status: 'result'; entry: ClientTldEntry; currency: Currency } | { status: 'error'; text: string };

/**
 * Home TLD search (price cards): idle (default list) → loading → result | error. Error text
 * 'No results found for “{text}.”' in red; Clear after a result or error returns to the default list.
 * The search asks search-tld for the page's currency (EUR on es/nl, INR on /hi, else the visitor's
 * choice) and asks again when the visitor picks another currency; the default list is tld-data,
 * which answers every currency. Nothing is converted in the browser.
 */
export function HomeTldSearch({ defaultTlds, locale }: { defaultTlds: string[]; locale?: string }) {
  const t = useTranslations('pricing');
  const [text, setText] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const [currency] = useCurrency(locale ?? 'en');
  const done = state.status === 'result' || state.status === 'error';

  useResultInCurrency(state.status === 'result' ? state : null, currency, (entry, answered) => setState({ status: 'result', entry, currency: answered }));

  function clear() {
    setText('');
    setState({ status: 'idle' });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    setState({ status: 'loading' });
    try {
      const outcome = await searchTld(query, currency);
      if (outcome === null) return setState({ status: 'idle' });
      setState(outcome.status === 'result' ? { status: 'result', entry: outcome.entry, currency: outcome.currency } : { status: 'error', text: query });
    } catch {
      setState({ status: 'error', text: query });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} role="search" className="flex flex-wrap items-end gap-2">
        <LabelledInput
          label={t('homeSearch.label')}
          fieldClassName="flex min-w-56 flex-1 flex-col gap-1"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('homeSearch.placeholder')}
          autoComplete="off"
        />
        <button type="submit" disabled={state.status === 'loading'} className="rounded-md bg-brand px-5 py-2 font-semibold text-white disabled:opacity-60">
          {t('homeSearch.search')}
        </button>
        {done ? (
          <button type="button" onClick={clear} className="rounded-md border-2 border-current px-4 py-1.5 font-semibold text-brand">
            {t('homeSearch.clear')}
          </button>
        ) : null}
      </form>
      <div aria-live="polite">
        {state.status === 'idle' ? <FeaturedDomains tlds={defaultTlds} locale={locale} /> : null}
        {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
        {state.status === 'result' ? <TldGrid entries={[{ [state.currency]: state.entry }]} locale={locale} /> : null}
        {state.status === 'error' ? (
          <p role="alert" className="font-semibold text-red-700">
            {t('homeSearch.noResults', { text: state.text })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
