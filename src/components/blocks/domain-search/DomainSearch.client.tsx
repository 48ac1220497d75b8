'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useId, useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { fastCheckoutEvent, pushEvent } from '@/lib/analytics/dataLayer';
import { loadIdnaFor } from '@/lib/domain/idna-check';
import { prepareDomainQuery, runDomainSearch, type DomainSearchResult } from '@/lib/domain/search';
import type { Currency } from '@/lib/pricing/currency';
import { useCurrency } from '@/components/blocks/pricing/use-currency';
import { onCheckoutClick } from './checkout-click';
import type { LiveResults as LiveResultsComponent, LiveSearch } from './LiveResults.client';

/** The streaming results are a chunk of their own, fetched on the first search (or when the field gets focus). */
const loadLiveResults = () => import('./LiveResults.client').then((module) => module.LiveResults);
import type { SearchTheme } from './schema';
import { LabelledInput } from '@/components/ui/LabelledInput';

const themeClasses: Record<SearchTheme, { input: string; button: string }> = {
  small: { input: 'h-10 text-sm', button: 'h-10 px-4 text-sm' },
  normal: { input: 'h-12 text-base', button: 'h-12 px-6 text-base' },
  large: { input: 'h-16 text-lg sm:text-xl', button: 'h-16 px-8 text-lg' },
};

/** The name a search without an extension uses when the box has none (the home hero's .com). */
const FALLBACK_EXTENSION = 'com';

export interface DomainSearchFormProps {
  endpoint: string;
  querystring: string;
  searchExt: string;
  /** The box's own placeholder and button text (content), else the catalogue's (blocks.domainSearch). */
  placeholder?: string;
  buttonLabel?: string;
  theme: SearchTheme;
  locale: string;
  /** The results page of the locale ('/es/domains/search'): where the form goes without JavaScript. */
  resultsPath: string;
  /** Bulk search on the results page ('/es/domains/search#bulk'). */
  bulkHref: string;
  /** On the results page: the searched text, and the server-rendered results (shown until the next search). */
  initialQuery?: string;
  initialCurrency?: Currency;
  children?: ReactNode;
  /** On the results page: keep ?q= in the address bar in step with the search shown. */
  syncUrl?: boolean;
  /**
   * An element (by id) where the results go instead of under the box: a hero whose box sits in a
   * narrow column shows them over its full width.
   */
  resultsSlotId?: string;
}

/**
 * The domain search box: lowercase, append search_ext (else .com) when there is no dot, validate;
 * invalid shows 'Invalid domain name' under the input (hidden again on typing or a click on it).
 * A valid name is searched on the site: the results (availability and price for the exact name and
 * suggested extensions) stream in below the box. The spec's hand-off — the fast_checkout_www
 * 'search' event and the fast-checkout page in a new tab with ?domain= — is each result's Buy
 * action. Without JavaScript the form is a GET to the results page, which renders the same results.
 * Its texts: domainSearchMessages (./messages.ts), given by DomainSearchBox's IslandMessages.
 */
export function DomainSearchForm(props: DomainSearchFormProps) {
  const t = useTranslations('blocks.domainSearch');
  const [value, setValue] = useState(props.initialQuery ?? '');
  const [invalid, setInvalid] = useState(false);
  const [search, setSearch] = useState<LiveSearch | null>(null);
  const [Live, setLive] = useState<typeof LiveResultsComponent | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [currency] = useCurrency(props.locale);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the slot is server-rendered markup, found after mount
    if (props.resultsSlotId) setSlot(document.getElementById(props.resultsSlotId));
  }, [props.resultsSlotId]);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const classes = themeClasses[props.theme];

  useEffect(() => {
    pushEvent(fastCheckoutEvent('rendered'));
  }, []);

  const ensureLive = async () => {
    if (Live) return;
    const component = await loadLiveResults();
    setLive(() => component);
  };

  // Results page on an English page with another remembered currency: the server priced in the
  // default one, so the search runs again in the visitor's (one currency per page).
  // Only a change of currency triggers it; the rest is read as it is then.
  const searchAgainIn = useEffectEvent((visitorCurrency: Currency) => {
    const initialQuery = props.initialQuery;
    if (!search && initialQuery && props.children && props.initialCurrency && visitorCurrency !== props.initialCurrency) {
      void ensureLive().then(() => setSearch({ key: Date.now(), query: initialQuery }));
    }
  });
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the remembered currency is only known after hydration
  useEffect(() => searchAgainIn(currency), [currency]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const searchExt = props.searchExt || FALLBACK_EXTENSION;
    // The IDNA tables (tr46) load only for a name that needs them (non-ASCII, or an xn-- A-label, which is
    // checked like the Unicode name it stands for): while typing (onChange), awaited here only if the
    // visitor was faster than the download
    let result: DomainSearchResult;
    try {
      await loadIdnaFor([prepareDomainQuery(value, searchExt)]);
      result = runDomainSearch(value, { endpoint: props.endpoint, querystring: props.querystring, searchExt });
    } catch {
      // the tables could not be downloaded (offline): the name cannot be checked, so it is not sent on
      result = { ok: false, domain: value };
    }
    if (!result.ok) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setAnnouncement('');
    await ensureLive();
    setSearch({ key: Date.now(), query: value.trim() });
    if (props.syncUrl) window.history.replaceState(null, '', `${props.resultsPath}?q=${encodeURIComponent(value.trim())}${props.searchExt ? `&ext=${encodeURIComponent(props.searchExt)}` : ''}`);
  }

  // a click anywhere in the results: Buy links push the analytics event
  const results = (
    <div onClick={onCheckoutClick} data-testid="search-results-area">
      {search && Live ? (
        <Live
          search={search}
          locale={props.locale}
          currency={currency}
          searchExt={props.searchExt || undefined}
          checkout={{ endpoint: props.endpoint, querystring: props.querystring }}
          bulkHref={props.bulkHref}
          onAnnounce={setAnnouncement}
          idPrefix={`${inputId}-results`}
        />
      ) : (
        props.children
      )}
    </div>
  );

  return (
    <div className="w-full">
      <form role="search" action={props.resultsPath} method="get" onSubmit={onSubmit} noValidate className="w-full" data-theme={props.theme}>
        <div className="relative flex w-full flex-col gap-2 sm:flex-row">
          <LabelledInput
            label={t('label')}
            labelClassName="sr-only"
            id={inputId}
            name="q"
            type="text"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={value}
            maxLength={255}
            placeholder={props.placeholder || t('placeholder')}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setInvalid(false);
              loadIdnaFor([prepareDomainQuery(event.target.value, props.searchExt || FALLBACK_EXTENSION)]).catch(() => undefined);
            }}
            onFocus={() => void ensureLive()}
            onClick={() => setInvalid(false)}
            className={`min-h-12 w-full rounded-md border-2 bg-white px-4 sm:flex-1 text-ink placeholder:text-slate-600 ${invalid ? 'border-danger' : 'border-slate-300 focus:border-brand'} ${classes.input}`}
          />
          {props.searchExt ? <input type="hidden" name="ext" value={props.searchExt} /> : null}
          <button type="submit" className={`rounded-md bg-brand font-bold uppercase tracking-wide text-white hover:bg-brand-dark ${classes.button}`}>
            {props.buttonLabel || t('button')}
          </button>
        </div>
        {invalid ? (
          <p id={errorId} role="alert" onClick={() => setInvalid(false)} className="mt-2 inline-block rounded bg-danger px-3 py-1 text-sm font-semibold text-white">
            {t('invalid')}
          </p>
        ) : null}
      </form>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {slot && search ? createPortal(results, slot) : results}
    </div>
  );
}
