import 'server-only';
import { countsLine, limitOption, operatorCli, type CliIo } from '@/lib/ops/cli';
import { closeSubscriptionStores, subscriptionSettings, subscriptionStore } from './service';
import { SUBSCRIBER_STATUSES } from './store';

export const USAGE = `Usage: npm run newsletter -- <command>
  list [--status pending|confirmed|unsubscribed] [--limit N]   newest first
  show EMAIL                                                   one subscriber and their consent record
  export [--status S]                                          every subscriber as JSON lines (stdout), consent record included
Reads DATA_DIR (default ./data): DATA_DIR/subscriptions.sqlite (or PostgreSQL with DATABASE_URL).
Only confirmed subscribers may be sent the newsletter (double opt-in).`;

/** Operator CLI behind `npm run newsletter`. Returns the exit code. */
export async function newsletterCli(args: string[], rawIo: CliIo): Promise<number> {
  return operatorCli(args, rawIo, {
    usage: USAGE,
    close: closeSubscriptionStores,
    statuses: SUBSCRIBER_STATUSES,
    run: async (command, rest, io, status) => {
      const store = await subscriptionStore(subscriptionSettings().directory);
      switch (command) {
        case 'list': {
          const rows = await store.list({ status, limit: limitOption(rest) });
          const counts = await store.countByStatus();
          io.out(`${rows.length} shown; by status: ${countsLine(counts)}`);
          for (const row of rows) io.out([row.created_at, row.status.padEnd(12), row.source.padEnd(16), row.locale.padEnd(3), row.email].join('  '));
          return 0;
        }
        case 'show': {
          const row = rest[0] ? await store.byEmail(rest[0]) : null;
          if (!row) {
            io.err(`No subscriber ${rest[0] ?? '(missing EMAIL)'}`);
            return 1;
          }
          io.out(`${row.email} — ${row.status} (${row.locale}, from ${row.source})`);
          io.out(`Consent: ${row.consented_at}: "${row.consent_text}"`);
          if (row.confirmed_at) io.out(`Confirmed: ${row.confirmed_at}`);
          if (row.unsubscribed_at) io.out(`Unsubscribed: ${row.unsubscribed_at}`);
          io.out('Consent record:');
          for (const event of await store.events(row.id)) io.out(`  ${event.at}  ${event.event.padEnd(12)} ${event.source} (${event.locale})${event.consent_text ? `: "${event.consent_text}"` : ''}`);
          return 0;
        }
        case 'export': {
          const rows = await store.list({ status });
          for (const row of rows.reverse()) {
            const events = await store.events(row.id);
            io.out(
              JSON.stringify({
                email: row.email,
                status: row.status,
                locale: row.locale,
                source: row.source,
                consentText: row.consent_text,
                consentedAt: row.consented_at,
                confirmedAt: row.confirmed_at,
                unsubscribedAt: row.unsubscribed_at,
                createdAt: row.created_at,
                consentRecord: events.map((event) => ({ event: event.event, at: event.at, source: event.source, locale: event.locale, consentText: event.consent_text })),
              }),
            );
          }
          return 0;
        }
        default:
          return 'usage';
      }
    },
  });
}
