/**
 * Runs once when the Next.js server starts. Node runtime only: starts the ticket outbox so tickets
 * committed before a restart are delivered to Zendesk without waiting for a new submission
 * (TICKET_DESK=zendesk; a no-op with the local desk).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startTicketDesk } = await import('./lib/tickets/desk');
  startTicketDesk();
}
