import 'server-only';
import { printableIo, type CliIo } from '@/lib/ops/terminal';
import { mailConfig, redactSmtpUrl } from './config';
import { closeMailStores, createMailOutbox, mailStore } from './service';
import { MAIL_STATUSES, type MailStatus } from './store';
import { smtpSender } from './transport';

export const USAGE = `Usage: npm run mail -- <command>
  list [--status pending|sending|sent|failed] [--to ADDRESS] [--limit N]   newest first
  show ID [--html]                                                        one message: headers and text (or the HTML part)
  send                                                                    run the outbox once now (needs SMTP_URL)
  retry ID                                                                put a failed message back in the queue
Reads DATA_DIR (default ./data): the outbox is DATA_DIR/mail.sqlite (or PostgreSQL with DATABASE_URL).
Without SMTP_URL messages stay pending here; once it is set the site's worker sends them.`;

export type { CliIo };

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** Operator CLI behind `npm run mail`. Returns the exit code. */
export async function mailCli(args: string[], rawIo: CliIo): Promise<number> {
  // What visitors wrote reaches the operator's terminal: never a raw control character.
  const io = printableIo(rawIo);
  const [command, ...rest] = args;
  const config = mailConfig();
  try {
    const store = await mailStore(config.directory);
    const status = option(rest, '--status');
    if (status && !MAIL_STATUSES.includes(status as MailStatus)) {
      io.err(`Unknown status "${status}" (one of ${MAIL_STATUSES.join(', ')})`);
      return 2;
    }
    switch (command) {
      case 'list': {
        const limit = Number(option(rest, '--limit') ?? 50);
        const rows = await store.list({ status: status as MailStatus | undefined, to: option(rest, '--to'), limit: Number.isFinite(limit) && limit > 0 ? limit : 50 });
        const counts = await store.queue.countByStatus();
        io.out(`${rows.length} shown; by status: ${Object.entries(counts).map(([key, value]) => `${key} ${value}`).join(', ') || 'none'}; SMTP: ${config.smtpUrl ? redactSmtpUrl(config.smtpUrl) : 'not configured (messages are kept here)'}`);
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
        io.err(USAGE);
        return command ? 2 : 0;
    }
  } finally {
    await closeMailStores();
  }
}
