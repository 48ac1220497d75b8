'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { fastCheckoutEvent, pushEvent } from '@/lib/analytics/dataLayer';
import { loadIdnaFor } from '@/lib/domain/idna-check';
import { prepareDomainQuery, runDomainSearch } from '@/lib/domain/search';
import type { SearchTheme } from './schema';

const themeClasses: Record<SearchTheme, { input: string; button: string }> = {
  small: { input: 'h-10 text-sm', button: 'h-10 px-4 text-sm' },
  normal: { input: 'h-12 text-base', button: 'h-12 px-6 text-base' },
  large: { input: 'h-16 text-lg sm:text-xl', button: 'h-16 px-8 text-lg' },
};

export interface DomainSearchFormProps {
  endpoint: string;
  querystring: string;
  searchExt: string;
  placeholder: string;
  buttonLabel: string;
  inputLabel: string;
  invalidMessage: string;
  theme: SearchTheme;
}

/**
 * The domain search box: lowercase, append search_ext when there is no dot, validate; invalid shows
 * 'Invalid domain name' under the input (hidden again on typing or a click on it); valid pushes the
 * fast_checkout_www 'search' event and opens the fast-checkout page in a new tab with ?domain=.
 */
export function DomainSearchForm(props: DomainSearchFormProps) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const classes = themeClasses[props.theme];

  useEffect(() => {
    pushEvent(fastCheckoutEvent('rendered'));
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The IDNA tables (tr46) load only for a name that needs them (non-ASCII, or an xn-- A-label, which is
    // checked like the Unicode name it stands for): while typing (onChange), awaited here only if the
    // visitor was faster than the download
    let result;
    try {
      await loadIdnaFor([prepareDomainQuery(value, props.searchExt)]);
      result = runDomainSearch(value, { endpoint: props.endpoint, querystring: props.querystring, searchExt: props.searchExt });
    } catch {
      // the tables could not be downloaded (offline): the name cannot be checked, so it is not sent on
      result = { ok: false as const };
    }
    if (!result.ok) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    pushEvent(fastCheckoutEvent('search', result.domain));
    window.open(result.url, '_blank', 'noopener,noreferrer');
  }

  return (
    <form role="search" onSubmit={onSubmit} noValidate className="w-full" data-theme={props.theme}>
      <div className="relative flex w-full flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {props.inputLabel}
        </label>
        <input
          id={inputId}
          name="domain"
          type="text"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          placeholder={props.placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
            loadIdnaFor([prepareDomainQuery(event.target.value, props.searchExt)]).catch(() => undefined);
          }}
          onClick={() => setInvalid(false)}
          className={`min-h-12 w-full rounded-md border-2 bg-white px-4 sm:flex-1 text-ink placeholder:text-slate-600 ${invalid ? 'border-danger' : 'border-slate-300 focus:border-brand'} ${classes.input}`}
        />
        <button type="submit" className={`rounded-md bg-brand font-bold uppercase tracking-wide text-white hover:bg-brand-dark ${classes.button}`}>
          {props.buttonLabel}
        </button>
      </div>
      {invalid ? (
        <p id={errorId} role="alert" onClick={() => setInvalid(false)} className="mt-2 inline-block rounded bg-danger px-3 py-1 text-sm font-semibold text-white">
          {props.invalidMessage}
        </p>
      ) : null}
    </form>
  );
}
