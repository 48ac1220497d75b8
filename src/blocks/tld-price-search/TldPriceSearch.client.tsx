'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { searchTld, type ClientTldEntry } from '@/lib/pricing/client';
import type { Currency } from '@/lib/pricing/currency';
import { tldLandingPath } from '@/lib/pricing/tld-name';
import { tldPriceView } from '@/lib/pricing/tld-prices';
import { inLocale } from '@/components/blocks/pricing/links';
import { PriceCard } from '@/components/blocks/pricing/PriceCard';
import { usePriceCardLabels } from '@/components/blocks/pricing/use-price-card-labels';
import { useCurrency } from '@/components/blocks/pricing/use-currency';
import { useResultInCurrency } from '@/components/blocks/pricing/use-result-in-currency';
import { LabelledInput } from '@/components/ui/LabelledInput';

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'result'; entry: ClientTldEntry; currency: Currency }
  | { status: 'error' };

/**
 * TLD price search: idle → loading → result | error. In result and error states the
 * submit button becomes Clear and the input is locked; the error panel's try-again resets.
 * Price cards show only when both member and non-member prices exist for the selected currency.
 */
export function TldPriceSearch({ locale, large = false }: { locale: string; large?: boolean }) {
  const t = useTranslations('pricing');
  const cardLabels = usePriceCardLabels();
  const [text, setText] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  // the page's one currency control is the header's (drawer on a phone): the block follows it
  const [currency] = useCurrency(locale);
  const inputRef = useRef<HTMLInputElement>(null);
  const locked = state.status === 'result' || state.status === 'error';

  function reset() {
    setState({ status: 'idle' });
    setText('');
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked) return reset();
    if (state.status === 'loading') return;
    const query = text;
    setState({ status: 'loading' });
    try {
      const outcome = await searchTld(query, currency);
      if (outcome === null) return setState({ status: 'idle' }); // empty input does nothing
      setState(outcome.status === 'result' ? { status: 'result', entry: outcome.entry, currency: outcome.currency } : { status: 'error' });
    } catch {
      setState({ status: 'error' });
    }
  }

  const entry = state.status === 'result' ? state.entry : null;
  const view = entry ? tldPriceView(entry) : null;
  const showCards = entry && view?.member && view.nonMember;

  useResultInCurrency(state.status === 'result' ? state : null, currency, (entry, answered) => setState({ status: 'result', entry, currency: answered }));

  return (
    <div className="flex flex-col gap-4" data-card-size={large ? 'large' : undefined}>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" role="search">
        <LabelledInput
          label={t('priceSearch.label')}
          fieldClassName="flex min-w-56 flex-1 flex-col gap-1"
          ref={inputRef}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('priceSearch.placeholder')}
          readOnly={locked}
          aria-readonly={locked}
          autoComplete="off"
          className="rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 read-only:bg-slate-100"
        />
        <button
          type="submit"
          disabled={state.status === 'loading'}
          className="rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {locked ? t('priceSearch.clear') : t('priceSearch.submit')}
        </button>
      </form>
      <div aria-live="polite">
        {state.status === 'loading' ? <p>{t('loading')}</p> : null}
        {state.status === 'error' ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-red-700 bg-red-50 p-4 text-red-800">
            <p>{t('priceSearch.noResults')}</p>
            <button type="button" onClick={reset} className="font-semibold underline">
              {t('priceSearch.tryAgain')}
            </button>
          </div>
        ) : null}
        {state.status === 'result' && showCards && entry ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {[
              { title: t('priceCard.member'), price: view!.member, highlight: true },
              { title: t('priceCard.nonMember'), price: view!.nonMember, highlight: false },
            ].map((card) => (
              <PriceCard
                key={card.title}
                {...card}
                tld={entry.tld}
                currency={state.currency}
                href={inLocale(entry.landingPath ?? tldLandingPath(entry.tld ?? ''), locale)}
                labels={cardLabels}
                large={large}
                locale={locale}
              />
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
