import { useMessages, useTranslations } from 'next-intl';
import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import type { TicketType } from '@/lib/forms';
import { TICKET_ENDPOINT, type TicketOutcome } from '@/lib/forms/submit';
import { TicketOutcomeBox } from './TicketOutcome';
import type { FormStatus } from './useTicketForm';

/**
 * What both ticket forms share around their fields: the outcome box (focused when it appears, so a
 * screen reader announces the ticket or the error), 'send another' after success, and a real
 * multipart form posting to the ticket endpoint, so it also works without JavaScript. Its texts are
 * the support messages the form's block gives (supportFormMessages).
 */
export function TicketFormShell({
  ticketType,
  locale,
  testId,
  status,
  outcome,
  hasFieldErrors,
  onSubmit,
  reset,
  children,
}: {
  ticketType: TicketType;
  locale: string;
  testId: string;
  status: FormStatus;
  outcome: TicketOutcome | null;
  hasFieldErrors: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  reset: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('support.common');
  // The outcome box also serves the no-JavaScript result page (TicketResult): it takes the catalogue.
  const support = useMessages().support;
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status === 'success' || (status === 'error' && !hasFieldErrors)) outcomeRef.current?.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
  }, [status, hasFieldErrors]);

  return (
    <div ref={outcomeRef}>
      {outcome ? <TicketOutcomeBox outcome={outcome} labels={support} locale={locale} /> : null}
      {status === 'success' ? (
        <button type="button" className="mb-6 font-semibold text-brand underline" onClick={reset}>
          {t('sendAnother')}
        </button>
      ) : (
        <form action={TICKET_ENDPOINT} method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} aria-busy={status === 'submitting'} data-testid={testId}>
          <input type="hidden" name="ticketType" value={ticketType} />
          <input type="hidden" name="locale" value={locale} />
          {children}
          <button
            type="submit"
            disabled={status === 'submitting'}
            className="inline-flex items-center justify-center rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
          >
            {status === 'submitting' ? t('submitting') : t('submit')}
          </button>
        </form>
      )}
    </div>
  );
}
