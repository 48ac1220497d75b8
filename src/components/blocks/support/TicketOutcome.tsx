import { apiErrorText } from '@/lib/http/error-text';
import { OUTCOME_TEXTS, type TicketOutcome } from '@/lib/forms/submit';
import type { SupportLabels } from './labels';

/**
 * The error text in the page's language (issue 25: never a bare code, never English on /es or /nl):
 * the catalogue's text for the server's code (every code the ticket endpoint answers has one); the
 * spec's fallbacks ('Server error', 'Sorry, something went wrong …') from the catalogue; an unknown
 * code's server message only on English pages.
 */
function errorText(outcome: Extract<TicketOutcome, { kind: 'error' }>, labels: SupportLabels, locale: string): string {
  const fallback = outcome.text === OUTCOME_TEXTS.serverError ? labels.outcome.serverError : labels.outcome.fallback;
  if (!outcome.code && (outcome.text === OUTCOME_TEXTS.serverError || outcome.text === OUTCOME_TEXTS.disclosureFallback)) return fallback;
  return apiErrorText({ code: outcome.code, message: outcome.text }, labels.serverErrors, fallback, locale === 'en' || locale === 'hi');
}

/** The success confirmation (ticket id and subject) or the error box. */
export function TicketOutcomeBox({ outcome, labels, locale = 'en', id }: { outcome: TicketOutcome; labels: SupportLabels; locale?: string; id?: string }) {
  if (outcome.kind === 'success') {
    return (
      <div id={id} role="status" tabIndex={-1} className="mb-6 rounded-md border-2 border-success bg-green-50 p-4" data-testid="ticket-success">
        <p className="text-lg font-bold text-success">{labels.common.successTitle}</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-semibold">{labels.common.ticketId}</dt>
          <dd data-testid="ticket-id">{outcome.ticketId}</dd>
          <dt className="font-semibold">{labels.common.ticketSubject}</dt>
          <dd data-testid="ticket-subject">{outcome.ticketSubject === OUTCOME_TEXTS.noSubject ? labels.outcome.noSubject : outcome.ticketSubject}</dd>
        </dl>
      </div>
    );
  }
  const title = outcome.titleKey ? labels.common[outcome.titleKey] : outcome.title;
  return (
    <div id={id} role="alert" tabIndex={-1} className="mb-6 rounded-md border-2 border-danger bg-red-50 p-4" data-testid="ticket-error" data-code={outcome.code}>
      <p className="text-lg font-bold text-danger">{title}</p>
      <p className="mt-1">{errorText(outcome, labels, locale)}</p>
    </div>
  );
}
