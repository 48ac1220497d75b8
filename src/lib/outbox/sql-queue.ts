import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { AttemptFailure, OutboxJob, OutboxQueue } from './outbox';

/**
 * The outbox columns every queue table carries, and an OutboxQueue over any Kysely table that has
 * them (SQLite and PostgreSQL alike: the claim is one conditional UPDATE, atomic on both).
 *
 *   status           pending | <working> | <done> | failed (names per table, see OutboxStatuses)
 *   attempts         failed attempts so far
 *   next_attempt_at  epoch ms before which the job is left alone
 *   lease_owner      worker holding the job while working
 *   lease_until      epoch ms when that lease runs out (renewed while working)
 *   last_error       the last failure, for operators
 *   done_at          ISO time of delivery
 *   result           what the delivery answered (e.g. the SMTP server's reply)
 */
export interface OutboxColumns {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  lease_owner: string | null;
  lease_until: number | null;
  last_error: string | null;
  done_at: string | null;
  result: string | null;
}

/** Adds the outbox columns to a table being created (migrations). */
export function withOutboxColumns<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>): CreateTableBuilder<TB, C> {
  return table
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('lease_owner', 'varchar(80)')
    .addColumn('lease_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('done_at', 'varchar(40)')
    .addColumn('result', 'text') as CreateTableBuilder<TB, C>;
}

/** The status names of one table ('pending'/'sending'/'sent'/'failed' for mail). */
export interface OutboxStatuses {
  pending: string;
  working: string;
  done: string;
  failed: string;
}

type QueueDatabase = Record<string, OutboxColumns>;

export class SqlOutboxQueue<Row extends OutboxColumns & OutboxJob> implements OutboxQueue<Row> {
  private readonly db: Kysely<QueueDatabase>;

  /** `db` is any Kysely instance whose database has `table` with the outbox columns. */
  constructor(
    db: object,
    private readonly table: string,
    private readonly statuses: OutboxStatuses,
  ) {
    this.db = db as unknown as Kysely<QueueDatabase>;
  }

  async dueIds(now: number, limit = 20): Promise<string[]> {
    const { pending, working } = this.statuses;
    const rows = await this.db
      .selectFrom(this.table)
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', pending), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', working), eb('lease_until', '<', now)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  async claim(id: string, owner: string, now: number, leaseUntil: number): Promise<boolean> {
    const { pending, working } = this.statuses;
    const result = await this.db
      .updateTable(this.table)
      .set({ status: working, lease_owner: owner, lease_until: leaseUntil })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', pending), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', working), eb('lease_until', '<', now)]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async renewLease(id: string, owner: string, leaseUntil: number): Promise<boolean> {
    const result = await this.db
      .updateTable(this.table)
      .set({ lease_until: leaseUntil })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .where('status', '=', this.statuses.working)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async get(id: string): Promise<Row | null> {
    const row = await this.db.selectFrom(this.table).selectAll().where('id', '=', id).executeTakeFirst();
    return (row as Row | undefined) ?? null;
  }

  async markDone(id: string, owner: string, at: number, result: string | null): Promise<boolean> {
    const update = await this.db
      .updateTable(this.table)
      .set({ status: this.statuses.done, done_at: new Date(at).toISOString(), result: result?.slice(0, 2000) ?? null, lease_owner: null, lease_until: null, last_error: null })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .where('status', '=', this.statuses.working)
      .executeTakeFirst();
    return Number(update.numUpdatedRows) === 1;
  }

  async markAttemptFailed(id: string, owner: string, failure: AttemptFailure): Promise<void> {
    await this.db
      .updateTable(this.table)
      .set({
        status: failure.giveUp ? this.statuses.failed : this.statuses.pending,
        attempts: failure.attempts,
        next_attempt_at: failure.nextAttemptAt,
        last_error: failure.error.slice(0, 2000),
        lease_owner: null,
        lease_until: null,
      })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .execute();
  }

  async releaseLeases(owner: string): Promise<number> {
    const result = await this.db
      .updateTable(this.table)
      .set({ status: this.statuses.pending, lease_owner: null, lease_until: null, next_attempt_at: 0 })
      .where('lease_owner', '=', owner)
      .where('status', '=', this.statuses.working)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Operator: put a failed (or waiting) job back in the queue now, attempts reset. */
  async requeue(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable(this.table)
      .set({ status: this.statuses.pending, next_attempt_at: 0, attempts: 0, lease_owner: null, lease_until: null })
      .where('id', '=', id)
      .where('status', 'in', [this.statuses.failed, this.statuses.pending])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async countByStatus(): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom(this.table)
      .select(['status', sql<number>`count(*)`.as('count')])
      .groupBy('status')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  }
}
