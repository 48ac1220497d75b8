'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMessages, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { htmlLangByLocale, type Locale } from '@/i18n/locales';
import { withIdnaTables } from '@/lib/domain/idna-check';
import { apiErrorText } from '@/lib/http/error-text';
import { whoisRequestSchema, type WhoisRequest } from '@/lib/whois/domain';
import type { WhoisSummary } from '@/lib/whois/parse';
import { HostNameInput } from '@/components/ui/LabelledInput';

/** What POST /api/whois answers (success and the whois text, plus the parsed fields). */
interface WhoisSuccess {
  success: true;
  message: string;
  domain: string;
  registered: boolean;
  summary: WhoisSummary | null;
}
interface WhoisFailure {
  success: false;
  code?: string;
  message?: string;
  fields?: Record<string, string>;
}

type WhoisState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'result'; query: string; answer: WhoisSuccess }
  | { kind: 'error'; message: string };

const INPUT_CODES = new Set(['domain-required', 'domain-too-long', 'invalid-domain']);

/**
 * A registry date in the page's language ('14 de agosto de 1995'; English pages en-US: 'August 14,
 * 1995'), the day as the registry wrote it (UTC); anything that is not an ISO date is shown as given.
 */
function shortDate(value: string | undefined, locale: Locale): string | undefined {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}(?:T|$)/.test(value)) return value;
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  const language = locale === 'es' || locale === 'nl' ? htmlLangByLocale[locale] : 'en-US';
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

function Summary({ summary, locale }: { summary: WhoisSummary; locale: Locale }) {
  const t = useTranslations('whois');
  const rows: Array<[string, string | undefined, string | undefined]> = [
    // the registry's handle for the registrar, beside its name ("Example s.r.o. (ACTI-0024)")
    [t('registrar'), summary.registrar && summary.registrarId && summary.registrarId !== summary.registrar ? `${summary.registrar} (${summary.registrarId})` : summary.registrar, undefined],
    [t('created'), shortDate(summary.created, locale), summary.created],
    [t('expires'), shortDate(summary.expires, locale), summary.expires],
    [t('updated'), shortDate(summary.updated, locale), summary.updated],
  ];
  return (
    <section aria-label={t('summary')} className="rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="whois-summary">
      <h3 className="mb-3 text-lg font-semibold">{t('summary')}</h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value, full]) =>
          value ? (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd>{full && full !== value ? <time dateTime={full} title={full}>{value}</time> : value}</dd>
            </div>
          ) : null,
        )}
        {summary.status.length > 0 ? (
          <div className="contents">
            <dt className="font-medium text-slate-700">{t('status')}</dt>
            <dd>
              <ul className="flex flex-wrap gap-2">
                {summary.status.map((status) => (
                  <li key={status} className="rounded bg-white px-2 py-0.5 text-sm ring-1 ring-slate-200">
                    {status}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {summary.nameServers.length > 0 ? (
          <div className="contents">
            <dt className="font-medium text-slate-700">{t('nameServers')}</dt>
            <dd>
              <ul>
                {summary.nameServers.map((host) => (
                  <li key={host}>{host}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * The whois lookup (idle → loading → result | error): one field,
 * 'Search', Enter submits; the error code in lowercase under the field, after a sentence saying what
 * is wrong in the page's language (issue 25: never a bare code); the field focused with its text
 * selected on failure, editing clears the error. A server failure shows the server's message in the
 * page's language (the catalogue's text for its code; an unknown code: the server's English message
 * on English pages), else the fallback text.
 */
export function WhoisLookup({ locale = 'en', endpoint = '/api/whois' }: { locale?: Locale; endpoint?: string }) {
  const t = useTranslations('whois');
  // The error texts by code (texts without arguments: the catalogue's own strings).
  const { errors: errorTexts, fieldErrors } = useMessages().whois;
  const [state, setState] = useState<WhoisState>({ kind: 'idle' });
  const inputId = `whois-domain-${useId().replace(/:/g, '')}`;
  const errorId = `${inputId}-error`;
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    setValue,
    formState: { errors },
  } = useForm<WhoisRequest>({
    // the same rule as the API; the IDNA tables load only for a name that needs them (non-ASCII, xn--)
    resolver: withIdnaTables(zodResolver(whoisRequestSchema), (values) => [values.domainName]),
    defaultValues: { domainName: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const focusAndSelect = () => setTimeout(() => setFocus('domainName', { shouldSelect: true }), 0);

  const onValid = async ({ domainName }: WhoisRequest) => {
    setState({ kind: 'loading' });
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domainName }),
      });
      const body = (await response.json().catch(() => null)) as WhoisSuccess | WhoisFailure | null;
      if (response.ok && body?.success) {
        setState({ kind: 'result', query: domainName, answer: body });
        return;
      }
      const failure = body && !body.success ? body : null;
      const code = (failure?.fields?.domainName ?? failure?.code)?.toLowerCase();
      if (code && INPUT_CODES.has(code)) {
        setState({ kind: 'idle' });
        setError('domainName', { type: 'server', message: code });
      } else {
        setState({ kind: 'error', message: apiErrorText(failure, errorTexts, t('fallbackError'), locale === 'en' || locale === 'hi') });
      }
    } catch {
      setState({ kind: 'error', message: t('fallbackError') });
    }
    focusAndSelect();
  };

  // A link such as /domains/whois?domain=example.com (the security scan's next step) looks the name up at once.
  const linked = useRef(false);
  useEffect(() => {
    if (linked.current) return;
    linked.current = true;
    const domain = new URLSearchParams(window.location.search).get('domain')?.trim();
    if (!domain) return;
    setValue('domainName', domain.slice(0, 300));
    void handleSubmit(onValid, () => focusAndSelect())();
  });

  const field = register('domainName', { onChange: () => clearErrors('domainName') });
  const code = errors.domainName?.message;
  const loading = state.kind === 'loading';

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <form
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={handleSubmit(onValid, () => focusAndSelect())}
      >
        <div className="flex-1">
          <HostNameInput
            label={t('fieldLabel')}
            id={inputId}
            placeholder={t('fieldLabel')}
            errorId={code ? errorId : undefined}
            className="w-full rounded-md border border-slate-300 px-4 py-3 text-base focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/40 aria-[invalid=true]:border-red-600"
            {...field}
          />
          {code ? (
            <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
              {(fieldErrors as Record<string, string>)[code.toLowerCase()] ?? t('fallbackError')}{' '}
              <span className="whitespace-nowrap font-mono text-xs text-red-700/80">{code.toLowerCase()}</span>
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={loading}
          className="rounded-md bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800 disabled:opacity-70"
        >
          {t('search')}
        </button>
      </form>

      <div aria-live="polite" className="mt-6">
        {loading ? <p className="text-slate-700">{t('loading')}</p> : null}
        {state.kind === 'error' ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
            {state.message}
          </p>
        ) : null}
        {state.kind === 'result' ? (
          <div className="flex flex-col gap-4" data-testid="whois-result">
            <h2 className="text-2xl font-semibold">
              {t('resultsFor')} <span className="break-all">{state.query}</span>
              {state.answer.domain !== state.query.toLowerCase() ? (
                <span className="ml-2 text-base font-normal text-slate-600">({state.answer.domain})</span>
              ) : null}
            </h2>
            {state.answer.registered ? null : (
              <p className="rounded-md border border-emerald-200 bg-emerald-50 p-4 font-medium text-emerald-900" data-testid="whois-not-registered">
                {t('notRegistered')}
              </p>
            )}
            {state.answer.summary ? <Summary summary={state.answer.summary} locale={locale} /> : null}
            <section aria-label={t('rawData')}>
              <h3 className="mb-2 text-lg font-semibold">{t('rawData')}</h3>
              {/* The registry's answer as it came, in the registry's words (English): not translated. */}
              <pre lang="en" className="max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-md bg-slate-900 p-4 text-sm text-slate-100" tabIndex={0}>
                {state.answer.message}
              </pre>
            </section>
          </div>
        ) : null}
      </div>
    </div>
  );
}
