import 'server-only';
import { sql, type Generated, type Kysely, type Migration } from 'kysely';
import { isPostgres, openStore } from '@/lib/db/sqlite';
import type { AttemptFailure, OutboxQueue } from '@/lib/outbox/outbox';
import { SqlOutboxQueue } from '@/lib/outbox/sql-queue';
import { notNullColumns } from '@/lib/db/columns';

/**
 * The ticket desk's own SQLite file (DATA_DIR/tickets/tickets.sqlite). A ticket row and its
 * attachment rows are written in one transaction, after the files are in place, and before the
 * visitor is told "success": from then on the ticket survives restarts whatever the desk does.
 */

/** stored: kept locally (TICKET_DESK=local). pending/delivering/delivered/failed: the Zendesk outbox. */
export type TicketStatus = 'stored' | 'pending' | 'delivering' | 'delivered' | 'failed';

interface TicketTable {
  id: string;
  external_id: string;
  ticket_type: string;
  subject: string;
  requester_name: string;
  requester_email: string;
  /** The validated form values (wire names), JSON. */
  fields_json: string;
  /** The comment body sent to the desk. */
  body: string;
  created_at: string;
  desk: string;
  status: TicketStatus;
  attempts: Generated<number>;
  /** Epoch ms before which the outbox leaves the ticket alone. */
  next_attempt_at: Generated<number>;
  lease_owner: string | null;
  lease_until: number | null;
  zendesk_ticket_id: number | null;
  last_error: string | null;
  delivered_at: string | null;
  /** The submission's idempotency key (one per form fill); unique: a resubmit finds the first ticket. */
  idempotency_key: string | null;
  /** The request's folder under incoming/ until its files are moved to files/<id> (after the commit). */
  upload_folder: string | null;
  /** Random token the no-JS result page needs, with the ticket id, to show the ticket (never the URL's text). */
  result_token: string | null;
}

interface AttachmentTable {
  id: Generated<number>;
  ticket_id: string;
  seq: number;
  field: string;
  original_name: string;
  name: string;
  /** Relative to the ticket's folder under files/. */
  stored_name: string;
  mime: string;
  size: number;
  sha256: string;
  /** Zendesk upload token, persisted as soon as the upload answers so a restart does not upload twice. */
  upload_token: string | null;
  uploaded_at: number | null;
}

export interface TicketDatabase {
  tickets: TicketTable;
  ticket_attachments: AttachmentTable;
}

export const ticketMigrations: Record<string, Migration> = {
  '0001_init': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tickets')
        .addColumn('id', 'varchar(40)', (column) => column.primaryKey())
        .addColumn('external_id', 'varchar(80)', (column) => column.notNull().unique())
        .$call(notNullColumns({
          ticket_type: 'varchar(40)',
          subject: 'varchar(300)',
          requester_name: 'varchar(300)',
          requester_email: 'varchar(300)',
          fields_json: 'text',
          body: 'text',
          created_at: 'varchar(40)',
          desk: 'varchar(20)',
          status: 'varchar(20)',
        }))
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('lease_owner', 'varchar(80)')
        .addColumn('lease_until', 'bigint')
        .addColumn('zendesk_ticket_id', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('delivered_at', 'varchar(40)')
        .execute();
      await db.schema.createIndex('tickets_status_next').on('tickets').columns(['status', 'next_attempt_at']).execute();
      await db.schema
        .createTable('ticket_attachments')
        .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (column) => (isPostgres(db) ? column.primaryKey() : column.primaryKey().autoIncrement()))
        .addColumn('ticket_id', 'varchar(40)', (column) => column.notNull().references('tickets.id').onDelete('cascade'))
        .$call(notNullColumns({
          seq: 'integer',
          field: 'varchar(80)',
          original_name: 'varchar(1000)',
          name: 'varchar(200)',
          stored_name: 'varchar(200)',
          mime: 'varchar(100)',
          size: 'bigint',
          sha256: 'varchar(64)',
        }))
        .addColumn('upload_token', 'varchar(200)')
        .addColumn('uploaded_at', 'bigint')
        .execute();
      await db.schema.createIndex('ticket_attachments_ticket').on('ticket_attachments').columns(['ticket_id', 'seq']).unique().execute();
    },
  },
  '0002_idempotency_and_upload_folder': {
    async up(db: Kysely<unknown>) {
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      await db.schema.alterTable('tickets').addColumn('idempotency_key', 'varchar(100)').execute();
      await db.schema.alterTable('tickets').addColumn('upload_folder', 'varchar(80)').execute();
      await db.schema.alterTable('tickets').addColumn('result_token', 'varchar(64)').execute();
      // NULLs do not collide in a unique index on either database: tickets without a key are fine.
      await db.schema.createIndex('tickets_idempotency_key').on('tickets').column('idempotency_key').unique().execute();
      await db.schema.createIndex('tickets_upload_folder').on('tickets').column('upload_folder').execute();
    },
  },
};

/** Outbox status names of the tickets table (the generic outbox's pending/working/done/failed). */
export const TICKET_OUTBOX_STATUSES = { pending: 'pending', working: 'delivering', done: 'delivered', failed: 'failed' } as const;

export type TicketRow = Omit<TicketTable, 'attempts' | 'next_attempt_at'> & { attempts: number; next_attempt_at: number };
export type AttachmentRow = Omit<AttachmentTable, 'id'> & { id: number };
type OptionalTicketColumns = 'idempotency_key' | 'upload_folder' | 'result_token';
export type NewTicket = Omit<TicketRow, 'attempts' | 'next_attempt_at' | 'lease_owner' | 'lease_until' | 'zendesk_ticket_id' | 'last_error' | 'delivered_at' | OptionalTicketColumns> &
  Partial<Pick<TicketRow, OptionalTicketColumns>>;
export type TicketWithAttachments = TicketRow & { attachments: AttachmentRow[] };
export type NewAttachment = Omit<AttachmentRow, 'id' | 'ticket_id' | 'upload_token' | 'uploaded_at'>;

/**
 * The tickets table is also the Zendesk outbox's queue (src/lib/outbox: one outbox rule for mail and
 * tickets): claim, lease renewal, backoff and release are the generic SqlOutboxQueue's; only "done"
 * is the desk's own (it records the Zendesk ticket id and the delivery time).
 */
export class TicketStore implements OutboxQueue<TicketWithAttachments> {
  private readonly queue: SqlOutboxQueue<TicketRow & { status: string; done_at: string | null; result: string | null }>;

  constructor(readonly db: Kysely<TicketDatabase>) {
    this.queue = new SqlOutboxQueue(db, 'tickets', TICKET_OUTBOX_STATUSES);
  }

  static async open(directory: string): Promise<TicketStore> {
    const db = await openStore<TicketDatabase>({ file: 'tickets.sqlite', migrations: ticketMigrations, directory });
    return new TicketStore(db);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  /** The ticket and all its attachments, in one transaction. */
  async insert(ticket: NewTicket, attachments: NewAttachment[], nextAttemptAt = 0): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('tickets').values({ ...ticket, next_attempt_at: nextAttemptAt }).execute();
      for (const attachment of attachments) {
        await trx.insertInto('ticket_attachments').values({ ...attachment, ticket_id: ticket.id }).execute();
      }
    });
  }

  async get(id: string): Promise<(TicketRow & { attachments: AttachmentRow[] }) | null> {
    const ticket = await this.db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
    if (!ticket) return null;
    return { ...ticket, attachments: await this.attachments(id) };
  }

  async attachments(ticketId: string): Promise<AttachmentRow[]> {
    return this.db.selectFrom('ticket_attachments').selectAll().where('ticket_id', '=', ticketId).orderBy('seq').execute();
  }

  async list(options: { status?: TicketStatus; limit?: number } = {}): Promise<TicketRow[]> {
    let query = this.db.selectFrom('tickets').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
    if (options.status) query = query.where('status', '=', options.status);
    if (options.limit) query = query.limit(options.limit);
    return query.execute();
  }

  async countByStatus(): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('tickets')
      .select(['status', sql<number>`count(*)`.as('count')])
      .groupBy('status')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  }

  /** Tickets the outbox may take now: pending and due, or delivering with an expired lease (a crashed worker). */
  dueIds(now: number, limit = 20): Promise<string[]> {
    return this.queue.dueIds(now, limit);
  }

  /** Atomically takes a due ticket for `owner` until `leaseUntil`; false when someone else has it. */
  claim(id: string, owner: string, now: number, leaseUntil: number): Promise<boolean> {
    return this.queue.claim(id, owner, now, leaseUntil);
  }

  /** Extends `owner`'s lease while it delivers; false when the lease has passed to another worker. */
  renewLease(id: string, owner: string, leaseUntil: number): Promise<boolean> {
    return this.queue.renewLease(id, owner, leaseUntil);
  }

  async saveUploadToken(attachmentId: number, token: string, at: number): Promise<void> {
    await this.db.updateTable('ticket_attachments').set({ upload_token: token, uploaded_at: at }).where('id', '=', attachmentId).execute();
  }

  async clearUploadTokens(ticketId: string): Promise<void> {
    await this.db.updateTable('ticket_attachments').set({ upload_token: null, uploaded_at: null }).where('ticket_id', '=', ticketId).execute();
  }

  /** Outbox "done": `result` is the Zendesk ticket id. Only while `owner` holds the lease. */
  async markDone(id: string, owner: string, at: number, result: string | null): Promise<boolean> {
    return this.markDelivered(id, owner, Number(result), new Date(at));
  }

  async markDelivered(id: string, owner: string, zendeskTicketId: number, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('tickets')
      .set({ status: 'delivered', zendesk_ticket_id: Number.isFinite(zendeskTicketId) ? zendeskTicketId : null, delivered_at: at.toISOString(), lease_owner: null, lease_until: null, last_error: null })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .where('status', '=', 'delivering')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Gives the ticket back to the queue (or parks it as failed) after an unsuccessful attempt. */
  markAttemptFailed(id: string, owner: string, failure: AttemptFailure): Promise<void> {
    return this.queue.markAttemptFailed(id, owner, failure);
  }

  /** A stopping worker gives its tickets back: pending again, due now, attempts unchanged. */
  releaseLeases(owner: string): Promise<number> {
    return this.queue.releaseLeases(owner);
  }

  /** Operator: put a failed (or any undelivered) ticket back in the queue now. */
  requeue(id: string): Promise<boolean> {
    return this.queue.requeue(id);
  }

  /** The ticket a submission with this idempotency key created, if any. */
  async byIdempotencyKey(key: string): Promise<TicketRow | null> {
    return (await this.db.selectFrom('tickets').selectAll().where('idempotency_key', '=', key).executeTakeFirst()) ?? null;
  }

  /** The committed ticket whose files still wait in incoming/<folder> (the move after the commit). */
  async byUploadFolder(folder: string): Promise<TicketRow | null> {
    return (await this.db.selectFrom('tickets').selectAll().where('upload_folder', '=', folder).executeTakeFirst()) ?? null;
  }

  /** Which of these ids have a committed ticket row. */
  async existingIds(ids: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let index = 0; index < ids.length; index += 500) {
      const rows = await this.db.selectFrom('tickets').select('id').where('id', 'in', ids.slice(index, index + 500)).execute();
      for (const row of rows) found.add(row.id);
    }
    return found;
  }
}
