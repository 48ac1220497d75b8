import { localiseFieldMessage } from '@/lib/forms/common';
import { fieldMessage, interpretTicketResponse, type TicketOutcome } from '@/lib/forms/submit';
import type { SupportLabels } from './labels';
import { TicketOutcomeBox } from './TicketOutcome';

type SearchParams = Record<string, string | string[] | undefined>;

function one(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export interface TicketResultModel {
  type: 'disclosure-data' | 'domain-owner';
  outcome: TicketOutcome;
  /** [wire field name, message] in the order sent. */
  fieldErrors: [string, string][];
}

/**
 * Reads the no-JavaScript result URL written by the ticket endpoint (src/lib/tickets/http.ts
 * `resultPageUrl`): status=success&type&ticketId&ticketSubject, or status=error&type&code&fields.
 * The outcome goes through the same §8 rules as the script client.
 */
export function ticketResultFrom(searchParams: SearchParams): TicketResultModel {
  const type = one(searchParams.type) === 'domain-owner' ? 'domain-owner' : 'disclosure-data';
  if (one(searchParams.status) === 'success') {
    return {
      type,
      outcome: interpretTicketResponse(type, 200, { success: true, message: { ticketId: one(searchParams.ticketId), ticketSubject: one(searchParams.ticketSubject) } }),
      fieldErrors: [],
    };
  }
  const code = one(searchParams.code) || 'internal-error';
  const fieldErrors = one(searchParams.fields)
    .split(',')
    .map((pair) => pair.split(':'))
    .filter((pair): pair is [string, string] => pair.length === 2 && /^(dpd|do)_\w+$/.test(pair[0] ?? '') && /^[a-z-]+$/.test(pair[1] ?? ''))
    .map(([field, fieldCode]): [string, string] => [field, fieldMessage(field, fieldCode)]);
  const status = code === 'rate-limit-exceeded' ? 429 : code === 'internal-error' ? 500 : 400;
  const message = code === 'validation-failed' ? 'Some fields are not valid' : code;
  return { type, outcome: interpretTicketResponse(type, status, { success: false, code, message }), fieldErrors };
}

function fieldLabel(labels: SupportLabels, field: string): string {
  const [prefix, ...rest] = field.split('_');
  const key = rest.join('_');
  const group = prefix === 'dpd' ? labels.disclosure : labels.domainOwner;
  if (/^declare\d$/.test(key)) return labels.disclosure.declareTitle;
  return (group as Record<string, string>)[key] ?? field;
}

/** The result page body: outcome box, the fields that need attention, a link back to the form. */
export function TicketResult({ model, labels, backHref }: { model: TicketResultModel; labels: SupportLabels; backHref: string }) {
  const seen = new Set<string>();
  const rows = model.fieldErrors.filter(([field]) => {
    const label = fieldLabel(labels, field);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="mb-6 text-3xl">{model.outcome.kind === 'success' ? labels.result.title : labels.result.errorTitle}</h1>
      <TicketOutcomeBox outcome={model.outcome} labels={labels} />
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
