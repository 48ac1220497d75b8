import 'server-only';
import { countsLine, limitOption, operatorCli, option, type CliIo } from '@/lib/ops/cli';
import { mailConfig, redactSmtpUrl } from './config';
import { closeMailStores, createMailOutbox, mailStore } from './service';
import { MAIL_STATUSES } from './store';
import { smtpSender } from './transport';

export const USAGE = `Usage: npm run mail -- <command>
  list [--status pending|sending|sent|failed] [--to ADDRESS] [--limit N]   newest first
  show ID [--html]                                                        one message: headers and text (or the HTML part)
  send                                                                    run the outbox once now (needs SMTP_URL)
  retry ID                                                                put a failed message back in the queue
Reads DATA_DIR (default ./data): the outbox is DATA_DIR/mail.sqlite (or PostgreSQL with DATABASE_URL).
Without SMTP_URL messages stay pending here; once it is set the site's worker sends them.`;

/** Operator CLI behind `npm run mail`. Returns the exit code. */
export async function mailCli(args: string[], rawIo: CliIo): Promise<number> {
  const config = mailConfig();
  return operatorCli(args, rawIo, {
    usage: USAGE,
    close: closeMailStores,
    statuses: MAIL_STATUSES,
    run: async (command, rest, io, status) => {
      const store = await mailStore(config.directory);
      switch (command) {
        case 'list': {
          const rows = await store.list({ status, to: option(rest, '--to'), limit: limitOption(rest) });
          const counts = await store.queue.countByStatus();
          io.out(`${rows.length} shown; by status: ${countsLine(counts)}; SMTP: ${config.smtpUrl ? redactSmtpUrl(config.smtpUrl) : 'not configured (messages are kept here)'}`);
          for (const row of rows) io.out([row.id, row.created_at, row.status.padEnd(7), row.kind.padEnd(24), row.to_address, row.subject].join('  '));
          return 0;
        }
        case 'show': {
          const id = rest.find((value) => !value.startsWith('--'));
          const row = id ? await store.get(id) : null;
          if (!row) {
            io.err(`No message ${id ?? '(missing ID)'}`);
            return 1;
          }
          io.out(`Message ${row.id} (${row.kind}, ${row.locale}) — ${row.status}`);
          io.out(`Created: ${row.created_at}${row.done_at ? `   Sent: ${row.done_at} (${row.result ?? ''})` : ''}`);
          if (row.attempts || row.last_error) io.out(`Attempts: ${row.attempts}; next ${new Date(row.next_attempt_at).toISOString()}; last error: ${row.last_error ?? '-'}`);
          io.out(`From: ${config.from}`);
          io.out(`To: ${row.to_address}`);
          io.out(`Subject: ${row.subject}`);
          for (const [name, value] of Object.entries(JSON.parse(row.headers_json || '{}') as Record<string, string>)) io.out(`${name}: ${value}`);
          io.out('');
          io.out(rest.includes('--html') ? row.html_body : row.text_body);
          return 0;
        }
        case 'send': {
          if (!config.smtpUrl) {
            io.err('SMTP_URL is not set: nothing can be sent (messages stay in the outbox).');
            return 2;
          }
          const outbox = createMailOutbox(store, config, smtpSender(config), { log: io.err });
          const report = await outbox.runOnce();
          io.out(`sent ${report.done.length}, retry later ${report.retried.length}, failed ${report.failed.length}`);
          return report.failed.length ? 1 : 0;
        }
        case 'retry': {
          const id = rest[0];
          if (!id || !(await store.queue.requeue(id))) {
            io.err(`Message ${id ?? '(missing ID)'} is not failed or pending`);
            return 1;
          }
          io.out(`${id} queued for sending`);
          return 0;
        }
        default:
          return 'usage';
      }
    },
  });
}
