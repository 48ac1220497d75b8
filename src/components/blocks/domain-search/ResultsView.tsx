import { useTranslations } from 'next-intl';
import { searchLimitValues } from '@/lib/domain-search/input-limits';
import type { RowStatus, SearchAnswer, SearchErrorCode, SearchRow } from '@/lib/domain-search/types';

/**
 * The search results as a visitor reads them: the exact name first (a card), then the other
 * extensions, each with its status, first-year and renewal price and the hand-off to checkout.
 * Markup with no state: the results page renders it on the server (works without JavaScript;
 * useTranslations reads the request's catalogue) and the browser islands render it while results
 * stream in (useTranslations reads the domainSearch.results and .errors their IslandMessages give).
 */

export interface CheckoutTarget {
  /** The fast-checkout page (the search box's endpoint). */
  endpoint: string;
  /** Its query key (spec: 'domain'). */
  querystring: string;
}

/** The fast-checkout URL of a domain: the endpoint with ?{querystring}={domain}. */
export function checkoutHref(target: CheckoutTarget, domain: string): string {
  const url = new URL(target.endpoint);
  url.searchParams.set(target.querystring || 'domain', domain);
  return url.toString();
}

const PILL: Record<RowStatus, string> = {
  pending: 'bg-slate-100 text-slate-700',
  available: 'bg-green-100 text-green-900',
  taken: 'bg-slate-200 text-slate-800',
  unknown: 'bg-amber-100 text-amber-900',
  invalid: 'bg-red-100 text-red-900',
  'not-offered': 'bg-slate-100 text-slate-700',
};

function StatusPill({ status, label }: { status: RowStatus; label: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ${PILL[status]}`} data-status-label>
      {status === 'pending' ? (
        <span aria-hidden="true" className="size-3.5 animate-spin rounded-full border-2 border-slate-300 border-t-brand motion-reduce:animate-none" />
      ) : (
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
          <path d={status === 'available' ? 'M3 8.5l3.2 3L13 4.5' : status === 'taken' ? 'M4 4l8 8M12 4l-8 8' : 'M8 4v5M8 11.5v.5'} />
        </svg>
      )}
      {label}
    </span>
  );
}

/** 'shop' and '.co.uk' of 'shop.co.uk': the name stands out, the extension in the brand colour. */
function DomainName({ row, large }: { row: SearchRow; large: boolean }) {
  const split = row.tld && row.display.endsWith(row.tld) ? row.display.length - row.tld.length : row.display.length;
  // a taken name steps back, as on the big registrars' result lists
  const muted = row.status === 'taken' || row.status === 'invalid' || row.status === 'not-offered';
  return (
    <span className={`break-all font-bold ${muted ? 'text-slate-600' : 'text-heading'} ${large ? 'text-2xl sm:text-3xl' : 'text-lg'}`}>
      {row.display.slice(0, split)}
      <span className={muted ? '' : 'text-brand'}>{row.display.slice(split)}</span>
    </span>
  );
}

function Price({ row, large }: { row: SearchRow; large: boolean }) {
  const t = useTranslations('domainSearch.results');
  if (row.status === 'taken' || row.status === 'invalid' || row.status === 'not-offered') return null;
  const price = row.price;
  if (!price) return <p className="text-sm text-slate-700">{t('priceAtCheckout')}</p>;
  return (
    <div className="text-left sm:text-right" data-price={price.currency}>
      <p className="flex flex-wrap items-baseline gap-x-2 sm:justify-end">
        {price.percentOff ? <span className="rounded bg-highlight px-1.5 py-0.5 text-xs font-bold text-slate-900">{t('off', { percent: price.percentOff })}</span> : null}
        {price.regular ? (
          <s className="text-sm text-slate-600">
            <span className="sr-only">{t('regular', { price: price.regular })}</span>
            <span aria-hidden="true">{price.regular}</span>
          </s>
        ) : null}
        <span className={`font-bold text-heading ${large ? 'text-2xl' : 'text-lg'}`} data-first-year>
          {price.firstYear}
        </span>
        <span className="text-sm text-slate-700">{t('firstYear')}</span>
      </p>
      <p className="text-sm text-slate-700" data-renewal>
        {t('renews', { price: price.renewal })}
      </p>
      <p className="text-xs text-slate-700">{t('member', { price: price.member })}</p>
    </div>
  );
}

function Action({ row, checkout }: { row: SearchRow; checkout: CheckoutTarget }) {
  const t = useTranslations('domainSearch.results');
  if (row.status !== 'available' && row.status !== 'unknown') return null;
  const available = row.status === 'available';
  const name = t(available ? 'buyLabel' : 'tryLabel', { domain: row.display, newTab: t('newTab') });
  return (
    <a
      href={checkoutHref(checkout, row.display)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={name}
      data-checkout-domain={row.display}
      className={`inline-flex min-h-11 w-full items-center justify-center rounded-md px-4 py-1.5 text-center font-semibold leading-tight ${
        available ? 'bg-brand text-white hover:bg-brand-dark' : 'border-2 border-brand text-brand hover:bg-muted'
      }`}
    >
      {available ? t('buy') : t('tryCheckout')}
    </a>
  );
}

function RowBody({ row, checkout, large }: { row: SearchRow; checkout: CheckoutTarget; large: boolean }) {
  const t = useTranslations('domainSearch.results');
  const note =
    row.status === 'unknown'
      ? `${row.reason ? `${t(`reason.${row.reason}`)} ` : ''}${t('unknownHint')}`
      : row.status === 'invalid' && row.reason
        ? t(`reason.${row.reason}`)
        : row.status === 'not-offered'
          ? t('notOfferedRow', { tld: row.tld })
          : row.status === 'taken'
            ? t('takenHint')
            : null;
  return (
    <>
      <div className="col-span-2 min-w-0 sm:col-span-1">
        <DomainName row={row} large={large} />
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          <StatusPill status={row.status} label={t(`status.${row.status}`)} />
          {note ? <span className="text-sm text-slate-700">{note}</span> : null}
        </p>
      </div>
      <Price row={row} large={large} />
      <div className="w-28 justify-self-end sm:w-full">
        <Action row={row} checkout={checkout} />
      </div>
    </>
  );
}

/** Name and status | price | action: fixed price and action columns, so rows line up (phone: the name on a row of its own). */
const ROW_GRID = 'grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,1fr)_12rem_10rem]';

export function ResultsView({
  answer,
  checkout,
  bulkHref,
  idPrefix = 'domain-results',
}: {
  answer: SearchAnswer;
  checkout: CheckoutTarget;
  /** Where bulk search is (single searches point there). */
  bulkHref?: string;
  idPrefix?: string;
}) {
  const t = useTranslations('domainSearch.results');
  const exact = answer.rows.find((row) => row.kind === 'exact');
  const others = answer.rows.filter((row) => row !== exact);
  const headingId = `${idPrefix}-heading`;
  const count = (status: RowStatus) => answer.rows.filter((row) => row.status === status).length;
  const done = count('pending') === 0;
  const heading = answer.mode === 'bulk' ? t('bulkHeading', { count: answer.rows.length }) : t('heading', { query: answer.query });
  return (
    <section aria-labelledby={headingId} data-testid="domain-results" data-mode={answer.mode} className="mt-6 scroll-mt-24 rounded-xl bg-white p-4 text-left text-ink shadow-lg ring-1 ring-slate-200 sm:p-6">
      <h2 id={headingId} className="break-all text-xl font-bold text-heading">
        {heading}
      </h2>
      {done ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="results-summary">
          {t('summary', { available: count('available'), taken: count('taken'), unknown: count('unknown') })}
        </p>
      ) : null}
      {answer.notOffered ? (
        <p className="mt-3 rounded-md bg-muted px-3 py-2 text-sm" data-testid="not-offered">
          {t('notOffered', { tld: `.${answer.notOffered}` })}
        </p>
      ) : null}
      {exact ? (
        <div className={`mt-4 rounded-lg border-2 p-4 ${exact.status === 'available' ? 'border-success bg-green-50' : 'border-slate-200'} ${ROW_GRID}`} data-row={exact.domain} data-status={exact.status}>
          <RowBody row={exact} checkout={checkout} large />
        </div>
      ) : null}
      {others.length ? (
        <>
          {answer.mode === 'single' ? <h3 className="mt-6 text-base font-semibold text-heading">{t('suggestions')}</h3> : null}
          <ul className="mt-2 divide-y divide-slate-200">
            {others.map((row) => (
              <li key={row.id} className={`py-3 ${ROW_GRID}`} data-row={row.domain || row.display} data-status={row.status}>
                <RowBody row={row} checkout={checkout} large={false} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <p data-testid="premium-note">{t('premiumNote')}</p>
        <p>{t('pricesNote', { currency: answer.currency })}</p>
        {answer.mode === 'single' && bulkHref ? (
          <p>
            <a href={bulkHref} className="font-semibold text-brand underline underline-offset-2">
              {t('bulkLink', searchLimitValues)}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** An error of the search, as a sentence in the page's language. */
export function SearchError({ code }: { code: SearchErrorCode }) {
  const t = useTranslations('domainSearch.errors');
  return (
    <p role="alert" data-error-code={code} className="mt-4 rounded-md border border-danger bg-red-50 px-4 py-3 text-left font-semibold text-danger">
      {t(code, searchLimitValues)}
    </p>
  );
}
