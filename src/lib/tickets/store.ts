import 'server-only';
import { sql, type Generated, type Kysely, type Migration } from 'kysely';
import { isPostgres, openStore } from '@/lib/db/sqlite';

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
        .addColumn('ticket_type', 'varchar(40)', (column) => column.notNull())
        .addColumn('subject', 'varchar(300)', (column) => column.notNull())
        .addColumn('requester_name', 'varchar(300)', (column) => column.notNull())
        .addColumn('requester_email', 'varchar(300)', (column) => column.notNull())
        .addColumn('fields_json', 'text', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
        .addColumn('desk', 'varchar(20)', (column) => column.notNull())
        .addColumn('status', 'varchar(20)', (column) => column.notNull())
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
        .addColumn('seq', 'integer', (column) => column.notNull())
        .addColumn('field', 'varchar(80)', (column) => column.notNull())
        .addColumn('original_name', 'varchar(1000)', (column) => column.notNull())
        .addColumn('name', 'varchar(200)', (column) => column.notNull())
        .addColumn('stored_name', 'varchar(200)', (column) => column.notNull())
        .addColumn('mime', 'varchar(100)', (column) => column.notNull())
        .addColumn('size', 'bigint', (column) => column.notNull())
        .addColumn('sha256', 'varchar(64)', (column) => column.notNull())
        .addColumn('upload_token', 'varchar(200)')
        .addColumn('uploaded_at', 'bigint')
        .execute();
      await db.schema.createIndex('ticket_attachments_ticket').on('ticket_attachments').columns(['ticket_id', 'seq']).unique().execute();
    },
  },
};

export type TicketRow = Omit<TicketTable, 'attempts' | 'next_attempt_at'> & { attempts: number; next_attempt_at: number };
export type AttachmentRow = Omit<AttachmentTable, 'id'> & { id: number };
export type NewTicket = Omit<TicketRow, 'attempts' | 'next_attempt_at' | 'lease_owner' | 'lease_until' | 'zendesk_ticket_id' | 'last_error' | 'delivered_at'>;
export type NewAttachment = Omit<AttachmentRow, 'id' | 'ticket_id' | 'upload_token' | 'uploaded_at'>;

export class TicketStore {
  constructor(readonly db: Kysely<TicketDatabase>) {}

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
  async dueIds(now: number, limit = 20): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tickets')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'delivering'), eb('lease_until', '<', now)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Atomically takes a due ticket for `owner` until `leaseUntil`; false when someone else has it. */
  async claim(id: string, owner: string, now: number, leaseUntil: number): Promise<boolean> {
    const result = await this.db
      .updateTable('tickets')
      .set({ status: 'delivering', lease_owner: owner, lease_until: leaseUntil })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'delivering'), eb('lease_until', '<', now)]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async saveUploadToken(attachmentId: number, token: string, at: number): Promise<void> {
    await this.db.updateTable('ticket_attachments').set({ upload_token: token, uploaded_at: at }).where('id', '=', attachmentId).execute();
  }

  async clearUploadTokens(ticketId: string): Promise<void> {
    await this.db.updateTable('ticket_attachments').set({ upload_token: null, uploaded_at: null }).where('ticket_id', '=', ticketId).execute();
  }

  async markDelivered(id: string, owner: string, zendeskTicketId: number, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('tickets')
      .set({ status: 'delivered', zendesk_ticket_id: zendeskTicketId, delivered_at: at.toISOString(), lease_owner: null, lease_until: null, last_error: null })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Gives the ticket back to the queue (or parks it as failed) after an unsuccessful attempt. */
  async markAttemptFailed(id: string, owner: string, update: { attempts: number; nextAttemptAt: number; error: string; give_up: boolean }): Promise<void> {
    await this.db
      .updateTable('tickets')
      .set({
        status: update.give_up ? 'failed' : 'pending',
        attempts: update.attempts,
        next_attempt_at: update.nextAttemptAt,
        last_error: update.error.slice(0, 2000),
        lease_owner: null,
        lease_until: null,
      })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .execute();
  }

  /** A stopping worker gives its tickets back: pending again, due now, attempts unchanged. */
  async releaseLeases(owner: string): Promise<number> {
    const result = await this.db
      .updateTable('tickets')
      .set({ status: 'pending', lease_owner: null, lease_until: null, next_attempt_at: 0 })
      .where('lease_owner', '=', owner)
      .where('status', '=', 'delivering')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Operator: put a failed (or any undelivered) ticket back in the queue now. */
  async requeue(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('tickets')
      .set({ status: 'pending', next_attempt_at: 0, attempts: 0, lease_owner: null, lease_until: null })
      .where('id', '=', id)
      .where('status', 'in', ['failed', 'pending'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
