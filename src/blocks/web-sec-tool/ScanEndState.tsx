import { X } from 'lucide-react';
import { whoisNameOf, type ScanErrorKey } from '@/lib/scanner/flow';
import { useTranslations } from 'next-intl';

/** Which next steps an end state offers: what the visitor can do about that outcome. */
const NEXT_STEPS: Record<ScanErrorKey, ReadonlyArray<'checkSpelling' | 'whois' | 'support' | 'retry'>> = {
  invalidHost: ['checkSpelling'],
  nxdomain: ['checkSpelling', 'whois', 'support'],
  servfail: ['retry', 'whois', 'support'],
  unknown: ['checkSpelling', 'retry', 'support'],
  private: ['checkSpelling', 'support'],
  rateLimit: ['support'],
  server: ['retry', 'support'],
};

const actionClass = 'inline-flex min-h-11 items-center rounded-md border-2 border-brand bg-white px-4 font-semibold text-brand hover:bg-brand hover:text-white';

/**
 * A scan that ended before a report (the host check failed; the tool is back in its initial
 * state): the spec's text as the title, what it means for this host, and what to do next — check
 * the spelling (focuses the input), look the domain up in whois, scan again, contact support. The
 * dismiss control removes it (spec: clicking the tooltip dismisses it).
 */
export function ScanEndState({
  id,
  error,
  title,
  host,
  links,
  onDismiss,
  onCheckSpelling,
  onRetry,
}: {
  id: string;
  error: ScanErrorKey;
  title: string;
  host: string;
  links: { whois: string; support: string };
  onDismiss: () => void;
  onCheckSpelling: () => void;
  onRetry: () => void;
}) {
  const t = useTranslations('webSecTool');
  const name = whoisNameOf(host);
  return (
    <div id={id} role="alert" className="relative mx-auto mt-4 max-w-2xl rounded-xl border-l-8 border-danger bg-white p-5 pr-12 text-left text-ink shadow-lg" data-error={error} data-testid="scan-end-state">
      <p className="text-lg font-bold text-danger">{title}</p>
      <p className="mt-1">{t(`endStates.explain.${error}`, { host })}</p>
      <p className="mt-3 text-sm font-semibold text-slate-700">{t('endStates.nextSteps')}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {NEXT_STEPS[error].map((step) => (
          <li key={step}>
            {step === 'checkSpelling' ? (
              <button type="button" className={actionClass} onClick={onCheckSpelling}>
                {t('endStates.checkSpelling')}
              </button>
            ) : step === 'retry' ? (
              <button type="button" className={actionClass} onClick={onRetry}>
                {t('endStates.retry')}
              </button>
            ) : step === 'whois' && name ? (
              <a className={actionClass} href={`${links.whois}?domain=${encodeURIComponent(name)}`}>
                {t('endStates.whois', { domain: name })}
              </a>
            ) : step === 'support' ? (
              <a className={actionClass} href={links.support}>
                {t('endStates.support')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <button type="button" onClick={onDismiss} aria-label={t('hero.dismiss')} className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100">
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
