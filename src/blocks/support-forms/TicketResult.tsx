import { ticketTypeSchema, type TicketType } from '@/lib/forms';
import { localiseFieldMessage } from '@/lib/forms/common';
import { fieldMessage, interpretTicketResponse, type TicketOutcome } from '@/lib/forms/submit';
import type { SupportLabels } from '@/components/blocks/support/labels';
import { TicketOutcomeBox } from '@/components/blocks/support/TicketOutcome';

type SearchParams = Record<string, string | string[] | undefined>;

function one(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export interface TicketResultModel {
  type: TicketType;
  outcome: TicketOutcome;
  /** [wire field name, message] in the order sent. */
  fieldErrors: [string, string][];
}

/** The ticket the result page shows, read from the store by the page (never from the URL). */
export interface ResultTicket {
  ticketId: string;
  ticketSubject: string;
  type: TicketType;
}

/**
 * Error codes the ticket endpoint answers with: the only codes the page shows. Anything else in the
 * URL reads as internal-error, so the page cannot be made to display text of someone's choosing.
 */
export const RESULT_ERROR_CODES: ReadonlySet<string> = new Set([
  'validation-failed',
  'invalid-ticket-type',
  'unknown-file-field',
  'malformed-multipart',
  'empty-body',
  'cross-origin-request',
  'file-too-large',
  'too-many-files',
  'request-too-large',
  'field-too-large',
  'too-many-fields',
  'too-many-parts',
  'unsupported-file-type',
  'file-extension-mismatch',
  'unsupported-media-type',
  'control-characters',
  'invalid-idempotency-key',
  'idempotency-key-reused',
  'rate-limit-exceeded',
  'internal-error',
]);

/** Shown when a success URL names no ticket the store knows with that token (a forged or stale link). */
export const TICKET_NOT_FOUND = 'This ticket reference could not be found';

/**
 * Reads the no-JavaScript result URL written by the ticket endpoint (src/lib/tickets/http.ts
 * `resultPageUrl`): status=success&type&ticketId&token, or status=error&type&code&fields. On success
 * the id and subject come from `ticket`, which the page read from the store by id and token — never
 * from the query string (content spoofing); error codes come from a fixed list, field names must be
 * fields of the form. The outcome is read by the same rules as the script client's
 * (interpretTicketResponse).
 */
export function ticketResultFrom(searchParams: SearchParams, ticket: ResultTicket | null = null): TicketResultModel {
  const parsed = ticketTypeSchema.safeParse(one(searchParams.type));
  const requested: TicketType = parsed.success ? parsed.data : 'disclosure-data';
  if (one(searchParams.status) === 'success') {
    if (!ticket) {
      return { type: requested, outcome: interpretTicketResponse(requested, 404, { success: false, code: 'ticket-not-found', message: TICKET_NOT_FOUND }), fieldErrors: [] };
    }
    return {
      type: ticket.type,
      outcome: interpretTicketResponse(ticket.type, 200, { success: true, message: { ticketId: ticket.ticketId, ticketSubject: ticket.ticketSubject } }),
      fieldErrors: [],
    };
  }
  const type = requested;
  const sent = one(searchParams.code);
  const code = RESULT_ERROR_CODES.has(sent) ? sent : 'internal-error';
  const fieldErrors = one(searchParams.fields)
    .split(',')
    .map((pair) => pair.split(':'))
    .filter((pair): pair is [string, string] => pair.length === 2 && /^(dpd|do|ab)_\w+$/.test(pair[0] ?? '') && /^[a-z-]+$/.test(pair[1] ?? ''))
    .map(([field, fieldCode]): [string, string] => [field, fieldMessage(field, fieldCode)]);
  const status = code === 'rate-limit-exceeded' ? 429 : code === 'internal-error' ? 500 : 400;
  const message = code === 'validation-failed' ? 'Some fields are not valid' : code;
  return { type, outcome: interpretTicketResponse(type, status, { success: false, code, message }), fieldErrors };
}

function fieldLabel(labels: SupportLabels, field: string): string {
  const [prefix, ...rest] = field.split('_');
  const key = rest.join('_');
  const group = prefix === 'dpd' ? labels.disclosure : prefix === 'ab' ? labels.abuse : labels.domainOwner;
  if (/^declare\d$/.test(key)) return labels.disclosure.declareTitle;
  return (group as Record<string, string>)[key] ?? field;
}

/** The result page body: outcome box, the fields that need attention, a link back to the form. */
export function TicketResult({ model, labels, locale = 'en', backHref }: { model: TicketResultModel; labels: SupportLabels; locale?: string; backHref: string }) {
  // A reference the store does not confirm, in the page's language.
  const outcome = model.outcome.kind === 'error' && model.outcome.code === 'ticket-not-found' ? { ...model.outcome, text: labels.result.notFound } : model.outcome;
  const seen = new Set<string>();
  const rows = model.fieldErrors.filter(([field]) => {
    const label = fieldLabel(labels, field);
    // Only the forms' own fields (a name with no label came from a hand-made URL).
    if (label === field || seen.has(label)) return false;
    seen.add(label);
    return true;
  });
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="mb-6 text-3xl">{model.outcome.kind === 'success' ? labels.result.title : labels.result.errorTitle}</h1>
      <TicketOutcomeBox outcome={outcome} labels={labels} locale={locale} />
      {rows.length ? (
        <div className="mb-6">
          <p className="font-semibold">{labels.result.fieldErrors}</p>
          <ul className="mt-2 list-disc ps-6" data-testid="result-field-errors">
            {rows.map(([field, message]) => (
              <li key={field}>
                <span className="font-semibold">{fieldLabel(labels, field)}</span>: {localiseFieldMessage(message, labels.errors)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <a href={backHref} className="font-semibold text-brand underline">
        {model.outcome.kind === 'success' ? labels.common.sendAnother : labels.common.noScriptBack}
      </a>
    </div>
  );
}
