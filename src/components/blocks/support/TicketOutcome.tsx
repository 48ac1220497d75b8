import type { TicketOutcome } from '@/lib/forms/submit';
import type { SupportLabels } from './labels';

/** The success confirmation (ticket id and subject) or the error box (spec §4 Forms, §8). */
export function TicketOutcomeBox({ outcome, labels, id }: { outcome: TicketOutcome; labels: SupportLabels; id?: string }) {
  if (outcome.kind === 'success') {
    return (
      <div id={id} role="status" tabIndex={-1} className="mb-6 rounded-md border-2 border-success bg-green-50 p-4" data-testid="ticket-success">
        <p className="text-lg font-bold text-success">{labels.common.successTitle}</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-semibold">{labels.common.ticketId}</dt>
          <dd data-testid="ticket-id">{outcome.ticketId}</dd>
          <dt className="font-semibold">{labels.common.ticketSubject}</dt>
          <dd data-testid="ticket-subject">{outcome.ticketSubject}</dd>
        </dl>
      </div>
    );
  }
  const title = outcome.titleKey ? labels.common[outcome.titleKey] : outcome.title;
  return (
    <div id={id} role="alert" tabIndex={-1} className="mb-6 rounded-md border-2 border-danger bg-red-50 p-4" data-testid="ticket-error">
      <p className="text-lg font-bold text-danger">{title}</p>
      <p className="mt-1">{outcome.text}</p>
    </div>
  );
}
