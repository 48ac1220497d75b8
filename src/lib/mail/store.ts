import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Generated, Kysely, Migration } from 'kysely';
import { openStore } from '@/lib/db/sqlite';
import { SqlOutboxQueue, withOutboxColumns, type OutboxStatuses } from '@/lib/outbox/sql-queue';
import { notNullColumns } from '@/lib/db/columns';

/**
 * The mail outbox: DATA_DIR/mail.sqlite (or the `mail_messages` table on PostgreSQL). A message is
 * rendered once (subject, text, HTML, headers) and inserted before the caller answers "success";
 * from then on it survives restarts whatever the SMTP server does.
 *
 * status: pending (waiting: no SMTP configured yet, or due later) -> sending (leased by one worker)
 * -> sent; failed when the server refused it for good or after the last attempt (kept; `mail retry`).
 */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';
export const MAIL_STATUSES: readonly MailStatus[] = ['pending', 'sending', 'sent', 'failed'];
export const MAIL_OUTBOX_STATUSES: OutboxStatuses = { pending: 'pending', working: 'sending', done: 'sent', failed: 'failed' };

interface MailMessageTable {
  id: string;
  /** What the message is: 'scan-report', 'newsletter-confirmation', … */
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post), JSON. */
  headers_json: string;
  locale: string;
  created_at: string;
  status: MailStatus;
  attempts: Generated<number>;
  next_attempt_at: Generated<number>;
  lease_owner: string | null;
  lease_until: number | null;
  last_error: string | null;
  /** When the SMTP server accepted it. */
  done_at: string | null;
  /** The SMTP server's reply ('250 OK: queued as …'). */
  result: string | null;
}

export interface MailDatabase {
  mail_messages: MailMessageTable;
}

export const mailMigrations: Record<string, Migration> = {
  '0001_init': {
    async up(db: Kysely<unknown>) {
      await withOutboxColumns(
        db.schema
          .createTable('mail_messages')
          .addColumn('id', 'varchar(40)', (column) => column.primaryKey())
          .$call(notNullColumns({
            kind: 'varchar(40)',
            to_address: 'varchar(320)',
            subject: 'varchar(500)',
            text_body: 'text',
            html_body: 'text',
            headers_json: 'text',
            locale: 'varchar(10)',
            created_at: 'varchar(40)',
          })),
      ).execute();
      await db.schema.createIndex('mail_messages_status_next').on('mail_messages').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('mail_messages_created').on('mail_messages').column('created_at').execute();
    },
  },
};

export type MailRow = Omit<MailMessageTable, 'attempts' | 'next_attempt_at'> & { attempts: number; next_attempt_at: number };

export interface NewMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  locale: string;
}

/** 'MAIL-20261124-<ms>-<random>': in queue order (the outbox sends oldest first), unguessable. */
export function newMailId(now: Date): string {
  const ms = (now.getTime() % 86_400_000).toString(36).padStart(5, '0');
  return `MAIL-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${ms}-${randomBytes(9).toString('base64url')}`;
}

export class MailStore {
  readonly queue: SqlOutboxQueue<MailRow>;

  constructor(readonly db: Kysely<MailDatabase>) {
    this.queue = new SqlOutboxQueue<MailRow>(db, 'mail_messages', MAIL_OUTBOX_STATUSES);
  }

  static async open(directory: string): Promise<MailStore> {
    return new MailStore(await openStore<MailDatabase>({ file: 'mail.sqlite', migrations: mailMigrations, directory }));
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  /** Commits one message (status pending, due now) and returns its id. */
  async insert(mail: NewMail, now = new Date()): Promise<string> {
    const id = newMailId(now);
    await this.db
      .insertInto('mail_messages')
      .values({
        id,
        kind: mail.kind,
        to_address: mail.to.trim().toLowerCase(),
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        headers_json: JSON.stringify(mail.headers ?? {}),
        locale: mail.locale,
        created_at: now.toISOString(),
        status: 'pending',
        next_attempt_at: 0,
        lease_owner: null,
        lease_until: null,
        last_error: null,
        done_at: null,
        result: null,
      })
      .execute();
    return id;
  }

  async get(id: string): Promise<MailRow | null> {
    return (await this.db.selectFrom('mail_messages').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
  }

  async list(options: { status?: MailStatus; to?: string; limit?: number } = {}): Promise<MailRow[]> {
    let query = this.db.selectFrom('mail_messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
    if (options.status) query = query.where('status', '=', options.status);
    if (options.to) query = query.where('to_address', '=', options.to.toLowerCase());
    if (options.limit) query = query.limit(options.limit);
    return query.execute();
  }
}
