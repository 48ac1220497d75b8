'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { withIdnaTables } from '@/lib/domain/idna-check';
import { missingGroups, runScan, SCAN_STEPS, type CallResult, type ScanErrorKey, type ScanReport } from '@/lib/scanner/flow';
import { emailSchema, hostSchema } from '@/lib/scanner/schema';
import { CONNECTION_CHECKS, DOMAIN_CHECKS, EMAIL_CHECKS, OPTION_CHECKS } from '@/lib/scanner/scoring';
import type { Locale } from '@/i18n/locales';
import { ResultTables } from './ResultTables';
import { ScanEndState } from './ScanEndState';
import { ScoreDonut } from './ScoreDonut';
import { HostNameInput } from '@/components/ui/LabelledInput';

const hostFormSchema = z.object({ host: hostSchema });
const emailFormSchema = z.object({ email: emailSchema });
type HostForm = z.input<typeof hostFormSchema>;
type EmailForm = z.input<typeof emailFormSchema>;

export interface WebSecToolProps {
  /** The hero's title and subtitle from the content system, else the catalogue's. */
  title?: string;
  subtitle?: string;
  /** Presentation dwell of each progress step (SCAN_STEP_DWELL_MS). */
  dwell: { min: number; max: number };
  /** Feature cards, rendered on the server. */
  features?: React.ReactNode;
  /** The page's locale: the report mail and its links are in this language. */
  locale?: Locale;
  /** Next steps of the end states, in the page's language: the whois lookup and the support page. */
  links?: { whois: string; support: string };
}

/** Each check's verdict for the report mail: passed, failed, or null when its group did not answer. */
function checkVerdicts(report: ScanReport) {
  const verdicts: Record<string, boolean | null> = {};
  const groups: Array<[readonly string[], Record<string, { success: boolean }> | null]> = [
    [DOMAIN_CHECKS, report.domain],
    [CONNECTION_CHECKS, report.connection],
    [OPTION_CHECKS, report.connection],
    [EMAIL_CHECKS, report.email],
  ];
  for (const [names, data] of groups) for (const name of names) verdicts[name] = data?.[name] ? Boolean(data[name].success) : null;
  return verdicts;
}

async function post(path: string, body: unknown): Promise<CallResult | null> {
  try {
    const response = await fetch(`/api/web-sec-tool/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      json = null;
    }
    return { status: response.status, body: json };
  } catch {
    return null;
  }
}

type Phase = 'initial' | 'scanning' | 'scan_done';

/**
 * The web security tool: hero with the host input, progress panel
 * (initial -> scanning -> scan_done; back to initial on failure or when the input changes),
 * score overview, email gate and result tables. Its texts are `webSecToolMessages`, given by the
 * block's IslandMessages.
 */
/** The scan data a score group is computed from (null when that call failed). */
function groupData(report: ScanReport, group: 'domainSec' | 'connSec' | 'secOptions' | 'emailSec') {
  return group === 'domainSec' ? report.domain : group === 'emailSec' ? report.email : report.connection;
}

export function WebSecTool({ title, subtitle, dwell, features, locale, links = { whois: '/domains/whois', support: '/company/contact-us/contact-support' } }: WebSecToolProps) {
  const t = useTranslations('webSecTool');
  const [phase, setPhase] = useState<Phase>('initial');
  const [step, setStep] = useState(0);
  const [scanError, setScanError] = useState<ScanErrorKey | null>(null);
  const [report, setReport] = useState<ScanReport | null>(null);
  const [gateOpen, setGateOpen] = useState(true);
  const [saveError, setSaveError] = useState<'unknown' | 'server' | null>(null);
  const [scannedHost, setScannedHost] = useState('');
  const runId = useRef(0);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const emailId = useId();
  const emailErrorId = `${emailId}-error`;

  const hostForm = useForm<HostForm, unknown, z.output<typeof hostFormSchema>>({
    resolver: zodResolver(hostFormSchema),
    defaultValues: { host: '' },
  });
  const emailForm = useForm<EmailForm, unknown, z.output<typeof emailFormSchema>>({
    // the API's rule; the IDNA tables load first only for an address at an IDN domain
    resolver: withIdnaTables(zodResolver(emailFormSchema), (values) => [values.email]),
    defaultValues: { email: '' },
  });

  // Leaving the page cancels a running scan.
  useEffect(
    () => () => {
      runId.current += 1;
    },
    [],
  );

  const hostField = hostForm.register('host');

  const onHostChange = () => {
    // Any change of the input returns the tool to its initial state.
    runId.current += 1;
    setScanError(null);
    if (phase !== 'initial') {
      setPhase('initial');
      setReport(null);
    }
  };

  const startScan = async ({ host }: z.output<typeof hostFormSchema>) => {
    const id = ++runId.current;
    setScanError(null);
    setReport(null);
    setGateOpen(true);
    setSaveError(null);
    setStep(0);
    setScannedHost(host);
    setPhase('scanning');
    const outcome = await runScan(host, { call: (path, query) => post(path, { query }) }, {
      dwell,
      onStep: (_key, index) => {
        if (runId.current === id) setStep(index);
      },
      cancelled: () => runId.current !== id,
    });
    if (runId.current !== id || !outcome) return;
    if (!outcome.ok) {
      setScanError(outcome.error);
      setPhase('initial');
      return;
    }
    setReport(outcome.report);
    setPhase('scan_done');
  };

  const saveEmail = async ({ email }: z.output<typeof emailFormSchema>) => {
    if (!report) return;
    // The gate hides as soon as save-email is triggered.
    setGateOpen(false);
    setSaveError(null);
    const result = await post('save-email', {
      emailAddress: email,
      domainName: report.host,
      overallScore: report.scores.overall,
      domSecScore: report.scores.domainSec,
      connSecScore: report.scores.connSec,
      secOptionsScore: report.scores.secOptions,
      emailSecScore: report.scores.emailSec,
      hasSSL: Boolean(report.connection?.ssl.success),
      hasDmarc: Boolean(report.email?.dmarc.success),
      checks: checkVerdicts(report),
      ...(locale ? { locale } : {}),
    });
    if (!result) setSaveError('server');
    else if (result.status !== 200 || (result.body as { success?: unknown } | null)?.success !== true) {
      setSaveError(result.status >= 500 ? 'server' : 'unknown');
    }
  };

  const errorText = scanError ? t(`errors.${scanError === 'private' ? 'unknown' : scanError}`) : null;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const focusInput = () => {
    inputRef.current?.focus();
    inputRef.current?.select();
  };
  const failedHost = hostForm.getValues('host')?.trim() || scannedHost;
  const emailError = emailForm.formState.errors.email ? t('gate.invalidEmail') : null;

  return (
    <div className="flex flex-col gap-10" data-phase={phase}>
      <section className="rounded-xl bg-brand-dark px-4 py-12 text-white sm:px-8" aria-labelledby={`${inputId}-title`}>
        <div className="mx-auto max-w-3xl text-center">
          <h1 id={`${inputId}-title`} className="text-3xl font-bold text-white sm:text-4xl">
            {title || t('hero.title')}
          </h1>
          <p className="mt-3 text-lg">{subtitle || t('hero.subtitle')}</p>
          <form onSubmit={(event) => hostForm.handleSubmit(startScan, () => setScanError('invalidHost'))(event)} noValidate className="relative mt-6 flex flex-col gap-2 sm:flex-row">
            <HostNameInput
              label={t('hero.inputLabel')}
              id={inputId}
              placeholder={t('hero.placeholder')}
              errorId={errorText ? errorId : undefined}
              className="h-12 w-full flex-1 rounded-md border-2 border-slate-300 bg-white px-4 text-ink placeholder:text-slate-600"
              {...hostField}
              ref={(element) => {
                hostField.ref(element);
                inputRef.current = element;
              }}
              onChange={(event) => {
                onHostChange();
                void hostField.onChange(event);
              }}
            />
            <button
              type="submit"
              disabled={phase === 'scanning'}
              className="h-12 rounded-md bg-highlight px-6 font-bold text-[#111] hover:brightness-95 disabled:opacity-60"
            >
              {t('hero.button')}
            </button>
          </form>
          {errorText && scanError ? (
            <ScanEndState
              id={errorId}
              error={scanError}
              title={errorText}
              host={failedHost}
              links={links}
              onDismiss={() => setScanError(null)}
              onCheckSpelling={focusInput}
              onRetry={() => void hostForm.handleSubmit(startScan, () => setScanError('invalidHost'))()}
            />
          ) : null}
        </div>
      </section>

      {phase === 'initial' ? features : null}

      {phase === 'scanning' ? (
        <section aria-live="polite" className="mx-auto w-full max-w-3xl rounded-xl border border-slate-200 p-6" data-testid="scan-progress">
          <h2 className="text-xl font-bold">{t('progress.heading', { host: scannedHost })}</h2>
          <ol className="mt-4 flex flex-col gap-2">
            {SCAN_STEPS.map((key, index) =>
              index <= step ? (
                <li key={key} aria-current={index === step ? 'step' : undefined} className="flex items-center gap-3" data-step={key}>
                  <span
                    aria-hidden="true"
                    className={`inline-block h-3 w-3 rounded-full ${index < step ? 'bg-success' : 'animate-pulse bg-brand'}`}
                  />
                  <span className={index === step ? 'font-semibold' : ''}>{t(`progress.steps.${key}`)}</span>
                  <span className="sr-only">{index < step ? t('progress.done') : ''}</span>
                </li>
              ) : null,
            )}
          </ol>
        </section>
      ) : null}

      {phase === 'scan_done' && report ? (
        <section className="mx-auto flex w-full max-w-5xl flex-col gap-8" aria-labelledby={`${inputId}-scores`} data-testid="scan-report">
          <h2 id={`${inputId}-scores`} className="text-center text-2xl font-bold">
            {t('scores.heading', { host: report.host })}
          </h2>
          <div className="flex justify-center">
            <ScoreDonut
              size="large"
              score={report.scores.overall}
              label={t('scores.overall')}
              valueText={t('scores.outOf', { score: report.scores.overall })}
              fullMarkText={t('scores.fullMark')}
            />
          </div>
          <div className="grid grid-cols-2 gap-6 md:grid-cols-4">
            {(['domainSec', 'connSec', 'secOptions', 'emailSec'] as const).map((group) => (
              <ScoreDonut
                key={group}
                score={report.scores[group]}
                label={t(`scores.groups.${group}`)}
                valueText={t('scores.outOf', { score: report.scores[group] })}
                fullMarkText={t('scores.fullMark')}
                // A group whose checks never ran has no score to show (0 would read as failed).
                notChecked={groupData(report, group) ? undefined : t('report.notChecked')}
              />
            ))}
          </div>

          {missingGroups(report).length > 0 ? (
            <div role="status" className="mx-auto w-full max-w-3xl rounded-xl border-2 border-amber-400 bg-amber-50 p-5 text-ink" data-testid="scan-partial">
              <p className="font-bold">{t('partial.title')}</p>
              <p className="mt-1">{t('partial.text', { groups: missingGroups(report).map((group) => t(`scores.groups.${group}`)).join(', ') })}</p>
              <p className="mt-3 flex flex-wrap gap-2">
                <button type="button" className="inline-flex min-h-11 items-center rounded-md border-2 border-brand bg-white px-4 font-semibold text-brand hover:bg-brand hover:text-white" onClick={() => void startScan({ host: report.host })}>
                  {t('endStates.retry')}
                </button>
                <a className="inline-flex min-h-11 items-center rounded-md border-2 border-brand bg-white px-4 font-semibold text-brand hover:bg-brand hover:text-white" href={links.support}>
                  {t('endStates.support')}
                </a>
              </p>
            </div>
          ) : null}

          {gateOpen ? (
            <form onSubmit={(event) => emailForm.handleSubmit(saveEmail)(event)} noValidate className="mx-auto w-full max-w-xl rounded-xl bg-muted p-6" data-testid="email-gate">
              <h3 className="text-xl font-bold">{t('gate.title')}</h3>
              <p className="mt-2">{t('gate.text')}</p>
              <label htmlFor={emailId} className="mt-4 block font-semibold">
                {t('gate.emailLabel')}
              </label>
              <div className="mt-1 flex flex-col gap-2 sm:flex-row">
                <input
                  id={emailId}
                  type="email"
                  autoComplete="email"
                  placeholder={t('gate.placeholder')}
                  aria-invalid={emailError ? true : undefined}
                  aria-describedby={emailError ? emailErrorId : undefined}
                  className="h-11 flex-1 rounded-md border-2 border-slate-300 bg-white px-3 text-ink placeholder:text-slate-600"
                  {...emailForm.register('email')}
                />
                <button type="submit" className="h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
                  {t('gate.button')}
                </button>
              </div>
              {emailError ? (
                <p id={emailErrorId} role="alert" className="mt-2 text-sm font-semibold text-danger">
                  {emailError}
                </p>
              ) : null}
              <p className="mt-3 text-sm">{t('gate.consent')}</p>
            </form>
          ) : (
            <>
              {saveError ? (
                <p role="alert" className="mx-auto rounded bg-danger px-3 py-1 text-sm font-semibold text-white">
                  {t(`gate.${saveError}`)}
                </p>
              ) : null}
              <section aria-labelledby={`${inputId}-report`} data-testid="full-report">
                <h3 id={`${inputId}-report`} className="mb-4 text-2xl font-bold">
                  {t('report.heading')}
                </h3>
                <ResultTables report={report} />
              </section>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
