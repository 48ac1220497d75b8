import { siteServerGlobals } from './lib/server/site-server-globals';

/**
 * Runs once when the Next.js server starts. Node runtime only: starts the ticket outbox so tickets
 * committed before a restart are delivered to Zendesk without waiting for a new submission
 * (TICKET_DESK=zendesk; a no-op with the local desk), and the mail outbox (with SMTP_URL). Also loads the price catalogue (seeding it
 * from the sample on a fresh DATA_DIR) and opens the translation memory (importing the shipped
 * translations), so the first page or API call does not pay for them.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startTicketDesk, stopTicketDesk } = await import('./lib/tickets/desk');
  startTicketDesk();
  // The site's server runs these on SIGTERM once in-flight requests are done.
  const holder = siteServerGlobals();
  (holder.__siteShutdownHooks ??= []).push(stopTicketDesk);
  // The mail outbox: messages committed before a restart go out without waiting for a new one
  // (SMTP_URL set; without it they stay in the outbox, `npm run mail -- list`).
  const { startMailOutbox, stopMailOutbox } = await import('./lib/mail/service');
  startMailOutbox();
  holder.__siteShutdownHooks.push(stopMailOutbox);
  // The translation memory, with the shipped Spanish and Dutch imported (src/lib/translation/shipped.ts),
  // so the first /es or /nl page reads from it without waiting.
  const { translationMemory } = await import('./lib/translation/memory');
  translationMemory().catch((error: unknown) => console.error('[translation] opening the translation memory at start failed', error));
  const { catalogue } = await import('./lib/pricing/catalogue');
  catalogue()
    .current()
    .catch((error: unknown) => console.error('[pricing] loading the catalogue at start failed', error));
}
