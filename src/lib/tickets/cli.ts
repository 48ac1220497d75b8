import 'server-only';
import { countsLine, limitOption, operatorCli, type CliIo } from '@/lib/ops/cli';
import { ticketConfig } from './config';
import { ZendeskOutbox } from './outbox';
import { attachmentPath, closeTicketStores, filesDir, incomingDir, ticketStore } from './service';
import type { TicketStatus } from './store';
import { ZendeskClient } from './zendesk';

const STATUSES: TicketStatus[] = ['stored', 'pending', 'delivering', 'delivered', 'failed'];

export const USAGE = `Usage: npm run tickets -- <command>
  list [--status stored|pending|delivering|delivered|failed] [--limit N]   newest first
  show ID                                                                   one ticket, its fields and files
  export [--status S]                                                       every ticket as JSON lines (stdout)
  deliver                                                                   run the Zendesk outbox once (TICKET_DESK=zendesk)
  retry ID                                                                  put a failed ticket back in the outbox queue
Reads DATA_DIR (default ./data): tickets live in DATA_DIR/tickets/tickets.sqlite and DATA_DIR/tickets/files/<ID>/.`;

/** Operator CLI behind `npm run tickets`. Returns the exit code. */
export async function ticketsCli(args: string[], rawIo: CliIo): Promise<number> {
  const config = ticketConfig();
  return operatorCli(args, rawIo, {
    usage: USAGE,
    close: closeTicketStores,
    statuses: STATUSES,
    run: async (command, rest, io, status) => {
      const store = await ticketStore(config.directory);
      switch (command) {
        case 'list': {
          const rows = await store.list({ status, limit: limitOption(rest) });
          const counts = await store.countByStatus();
          io.out(`${rows.length} shown; by status: ${countsLine(counts)}`);
          for (const row of rows) {
            io.out([row.id, row.created_at, row.status.padEnd(10), row.ticket_type.padEnd(15), row.requester_email, row.subject].join('  '));
          }
          return 0;
        }
        case 'show': {
          const id = rest[0];
          const ticket = id ? await store.get(id) : null;
          if (!ticket) {
            io.err(`No ticket ${id ?? '(missing ID)'}`);
            return 1;
          }
          io.out(`Ticket ${ticket.id} (${ticket.ticket_type}) — ${ticket.status}`);
          io.out(`Created: ${ticket.created_at}   Desk: ${ticket.desk}   External id: ${ticket.external_id}`);
          if (ticket.zendesk_ticket_id !== null) io.out(`Zendesk ticket: ${ticket.zendesk_ticket_id} (delivered ${ticket.delivered_at})`);
          if (ticket.attempts) io.out(`Delivery attempts: ${ticket.attempts}; next ${new Date(ticket.next_attempt_at).toISOString()}; last error: ${ticket.last_error ?? '-'}`);
          io.out(`Requester: ${ticket.requester_name} <${ticket.requester_email}>`);
          io.out(`Subject: ${ticket.subject}`, );
          io.out('');
          io.out(ticket.body);
          io.out('');
          io.out('Files:');
          for (const file of ticket.attachments) {
            const where = attachmentPath(config.directory, ticket, file.stored_name);
            const note = where.waiting ? '; not moved into files/ yet: the sweep moves it' : where.missing ? '; MISSING' : '';
            io.out(`  ${file.field}: ${where.path} (${file.mime}, ${file.size} bytes, sha256 ${file.sha256}${note})`);
          }
          return 0;
        }
        case 'export': {
          const rows = await store.list({ status });
          for (const row of rows.reverse()) {
            const attachments = await store.attachments(row.id);
            io.out(
              JSON.stringify({
                id: row.id,
                externalId: row.external_id,
                ticketType: row.ticket_type,
                status: row.status,
                createdAt: row.created_at,
                subject: row.subject,
                requester: { name: row.requester_name, email: row.requester_email },
                fields: JSON.parse(row.fields_json) as unknown,
                zendeskTicketId: row.zendesk_ticket_id,
                files: attachments.map((file) => {
                  const where = attachmentPath(config.directory, row, file.stored_name);
                  return { field: file.field, name: file.name, mime: file.mime, size: file.size, sha256: file.sha256, path: where.path, ...(where.waiting ? { waiting: true } : {}), ...(where.missing ? { missing: true } : {}) };
                }),
              }),
            );
          }
          return 0;
        }
        case 'deliver': {
          if (!config.zendesk) {
            io.err('TICKET_DESK is not zendesk: nothing to deliver (tickets stay in the local desk).');
            return 2;
          }
          const outbox = new ZendeskOutbox({ store, client: new ZendeskClient(config.zendesk), filesDir: filesDir(config.directory), incomingDir: incomingDir(config.directory), leaseMs: config.outboxLeaseMs, maxAttempts: config.outboxMaxAttempts, baseDelayMs: config.outboxBaseDelayMs, log: io.err });
          const report = await outbox.runOnce();
          io.out(`delivered ${report.delivered.length}, retry later ${report.retried.length}, failed ${report.failed.length}`);
          return report.failed.length ? 1 : 0;
        }
        case 'retry': {
          const id = rest[0];
          if (!id || !(await store.requeue(id))) {
            io.err(`Ticket ${id ?? '(missing ID)'} is not failed or pending`);
            return 1;
          }
          io.out(`${id} queued for delivery`);
          return 0;
        }
        default:
          return 'usage';
      }
    },
  });
}
