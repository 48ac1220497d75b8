import 'server-only';
import { randomBytes } from 'node:crypto';
import { sql, type Generated, type Kysely, type Migration, type Transaction } from 'kysely';
import { isPostgres, openStore } from '@/lib/db/sqlite';
import { notNullColumns } from '@/lib/db/columns';

/**
 * The newsletter's subscribers (the one subscriptions capability: the scan report sign-up and the
 * newsletter block both come here). DATA_DIR/subscriptions.sqlite, or these tables on PostgreSQL.
 *
 * newsletter_subscribers   one row per address: status pending -> confirmed -> unsubscribed (and back
 *                          to pending on a new request), the consent text and time of the latest
 *                          request, the token version that signs confirmation links
 * newsletter_consent_events the consent record: every request, confirmation, unsubscribe and import,
 *                          with its time, source, language and (for requests) the consent text shown
 * newsletter_settings      the generated token secret when SUBSCRIPTION_TOKEN_SECRET is not set
 */
export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';
export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = ['pending', 'confirmed', 'unsubscribed'];
export type ConsentEvent = 'requested' | 'confirmed' | 'unsubscribed' | 'imported';

interface SubscriberTable {
  id: string;
  email: string;
  status: SubscriberStatus;
  locale: string;
  /** Where the latest request came from: 'scan-report', 'newsletter-block', 'lead-form', 'legacy-scanner'. */
  source: string;
  consent_text: string;
  consented_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  /** Epoch ms of the last confirmation mail queued (at most one per CONFIRMATION_RESEND_MS). */
  confirmation_sent_at: number | null;
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
}

interface ConsentEventTable {
  id: Generated<number>;
  subscriber_id: string;
  event: ConsentEvent;
  source: string;
  locale: string;
  consent_text: string | null;
  at: string;
}

interface SettingsTable {
  key: string;
  value: string;
}

export interface SubscriptionDatabase {
  newsletter_subscribers: SubscriberTable;
  newsletter_consent_events: ConsentEventTable;
  newsletter_settings: SettingsTable;
}

export const subscriptionMigrations: Record<string, Migration> = {
  '0001_init': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('newsletter_subscribers')
        .addColumn('id', 'varchar(40)', (column) => column.primaryKey())
        .addColumn('email', 'varchar(320)', (column) => column.notNull().unique())
        .$call(notNullColumns({
          status: 'varchar(20)',
          locale: 'varchar(10)',
          source: 'varchar(40)',
          consent_text: 'text',
          consented_at: 'varchar(40)',
        }))
        .addColumn('confirmed_at', 'varchar(40)')
        .addColumn('unsubscribed_at', 'varchar(40)')
        .addColumn('confirmation_sent_at', 'bigint')
        .addColumn('token_version', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
        .addColumn('updated_at', 'varchar(40)', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('newsletter_subscribers_status').on('newsletter_subscribers').columns(['status', 'created_at']).execute();
      await db.schema
        .createTable('newsletter_consent_events')
        .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (column) => (isPostgres(db) ? column.primaryKey() : column.primaryKey().autoIncrement()))
        .addColumn('subscriber_id', 'varchar(40)', (column) => column.notNull().references('newsletter_subscribers.id').onDelete('cascade'))
        .$call(notNullColumns({ event: 'varchar(20)', source: 'varchar(40)', locale: 'varchar(10)' }))
        .addColumn('consent_text', 'text')
        .addColumn('at', 'varchar(40)', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('newsletter_consent_events_subscriber').on('newsletter_consent_events').columns(['subscriber_id', 'id']).execute();
      await db.schema
        .createTable('newsletter_settings')
        .addColumn('key', 'varchar(60)', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .execute();
    },
  },
};

export type SubscriberRow = Omit<SubscriberTable, 'token_version'> & { token_version: number };
export type ConsentEventRow = Omit<ConsentEventTable, 'id'> & { id: number };

export interface SubscriptionRequest {
  email: string;
  locale: string;
  source: string;
  consentText: string;
}

export interface RequestOutcome {
  subscriber: SubscriberRow;
  /** The address has not confirmed yet: mails to it carry a confirmation link. */
  needsConfirmation: boolean;
  /** A separate confirmation mail is due (none was queued in the last CONFIRMATION_RESEND_MS). */
  sendConfirmation: boolean;
}

/** At most one confirmation mail per address per 10 minutes (a sign-up form is not a mail cannon). */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function newSubscriberId(): string {
  return randomBytes(16).toString('base64url');
}

export class SubscriptionStore {
  constructor(readonly db: Kysely<SubscriptionDatabase>) {}

  static async open(directory: string): Promise<SubscriptionStore> {
    return new SubscriptionStore(await openStore<SubscriptionDatabase>({ file: 'subscriptions.sqlite', migrations: subscriptionMigrations, directory }));
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  private async event(trx: Transaction<SubscriptionDatabase>, subscriberId: string, event: ConsentEvent, values: { source: string; locale: string; consentText?: string | null; at: string }) {
    await trx
      .insertInto('newsletter_consent_events')
      .values({ subscriber_id: subscriberId, event, source: values.source, locale: values.locale, consent_text: values.consentText ?? null, at: values.at })
      .execute();
  }

  /**
   * A sign-up request (double opt-in, step 1), in one transaction: a new address is pending; a
   * pending one keeps its links and takes the new consent; an unsubscribed one is pending again; a
   * confirmed one stays confirmed. Every request is kept in the consent record.
   * Each transaction here starts with a write, so SQLite takes the write lock at once (waiting
   * behind another writer, busy_timeout) instead of failing to upgrade a read lock; on PostgreSQL
   * the insert-or-nothing makes two first requests for one address meet on one row.
   */
  async request(input: SubscriptionRequest, now = new Date()): Promise<RequestOutcome> {
    const email = normaliseEmail(input.email);
    const stamp = now.toISOString();
    const candidate = newSubscriberId();
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('newsletter_subscribers')
        .values({ id: candidate, email, status: 'pending', locale: input.locale, source: input.source, consent_text: input.consentText, consented_at: stamp, confirmed_at: null, unsubscribed_at: null, confirmation_sent_at: null, created_at: stamp, updated_at: stamp })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .execute();
      const existing = await trx.selectFrom('newsletter_subscribers').select(['id', 'status']).where('email', '=', email).executeTakeFirstOrThrow();
      const id = existing.id;
      if (id !== candidate) {
        if (existing.status === 'confirmed') {
          await trx.updateTable('newsletter_subscribers').set({ updated_at: stamp }).where('id', '=', id).execute();
        } else {
          await trx
            .updateTable('newsletter_subscribers')
            .set({ status: 'pending', locale: input.locale, source: input.source, consent_text: input.consentText, consented_at: stamp, updated_at: stamp })
            .where('id', '=', id)
            .execute();
        }
      }
      await this.event(trx, id, 'requested', { source: input.source, locale: input.locale, consentText: input.consentText, at: stamp });
      const subscriber = (await trx.selectFrom('newsletter_subscribers').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as SubscriberRow;
      const needsConfirmation = subscriber.status === 'pending';
      const lastSent = subscriber.confirmation_sent_at;
      return { subscriber, needsConfirmation, sendConfirmation: needsConfirmation && (lastSent === null || now.getTime() - lastSent >= CONFIRMATION_RESEND_MS) };
    });
  }

  async markConfirmationSent(id: string, at: number): Promise<void> {
    await this.db.updateTable('newsletter_subscribers').set({ confirmation_sent_at: at }).where('id', '=', id).execute();
  }

  async get(id: string): Promise<SubscriberRow | null> {
    return ((await this.db.selectFrom('newsletter_subscribers').selectAll().where('id', '=', id).executeTakeFirst()) as SubscriberRow | undefined) ?? null;
  }

  async byEmail(email: string): Promise<SubscriberRow | null> {
    return ((await this.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst()) as SubscriberRow | undefined) ?? null;
  }

  /** Double opt-in, step 2. False when the subscriber was not pending. */
  async confirm(id: string, now = new Date()): Promise<boolean> {
    const stamp = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const changed = await trx.updateTable('newsletter_subscribers').set({ status: 'confirmed', confirmed_at: stamp, unsubscribed_at: null, updated_at: stamp }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return false;
      const row = await trx.selectFrom('newsletter_subscribers').select(['source', 'locale']).where('id', '=', id).executeTakeFirstOrThrow();
      await this.event(trx, id, 'confirmed', { source: row.source, locale: row.locale, at: stamp });
      return true;
    });
  }

  /** Unsubscribes (from any state) and retires the outstanding confirmation links. False when already unsubscribed. */
  async unsubscribe(id: string, now = new Date(), source = 'unsubscribe-link'): Promise<boolean> {
    const stamp = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('newsletter_subscribers')
        .set((eb) => ({ status: 'unsubscribed', unsubscribed_at: stamp, updated_at: stamp, token_version: eb('token_version', '+', 1) }))
        .where('id', '=', id)
        .where('status', '!=', 'unsubscribed')
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return false;
      const row = await trx.selectFrom('newsletter_subscribers').select(['locale']).where('id', '=', id).executeTakeFirstOrThrow();
      await this.event(trx, id, 'unsubscribed', { source, locale: row.locale, at: stamp });
      return true;
    });
  }

  async list(options: { status?: SubscriberStatus; limit?: number } = {}): Promise<SubscriberRow[]> {
    let query = this.db.selectFrom('newsletter_subscribers').selectAll().orderBy('created_at', 'desc').orderBy('id');
    if (options.status) query = query.where('status', '=', options.status);
    if (options.limit) query = query.limit(options.limit);
    return (await query.execute()) as SubscriberRow[];
  }

  async events(subscriberId: string): Promise<ConsentEventRow[]> {
    return (await this.db.selectFrom('newsletter_consent_events').selectAll().where('subscriber_id', '=', subscriberId).orderBy('id').execute()) as ConsentEventRow[];
  }

  async countByStatus(): Promise<Record<string, number>> {
    const rows = await this.db.selectFrom('newsletter_subscribers').select(['status', sql<number>`count(*)`.as('count')]).groupBy('status').execute();
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  }

  /** The stored value of a setting, written once by whichever process comes first. */
  async setting(key: string, create: () => string): Promise<string> {
    await this.db.insertInto('newsletter_settings').values({ key, value: create() }).onConflict((conflict) => conflict.column('key').doNothing()).execute();
    const row = await this.db.selectFrom('newsletter_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
    return row.value;
  }

  /**
   * Takes over subscribers kept elsewhere before this module existed (the scanner's own table).
   * Idempotent: an address already here is left as it is. They come in as pending (they signed up
   * before double opt-in: no newsletter until they confirm). Returns how many were added.
   */
  async importSubscribers(rows: ReadonlyArray<{ email: string; consentedAt: string; createdAt: string }>, source: string, consentText: string, now = new Date()): Promise<number> {
    let added = 0;
    await this.db.transaction().execute(async (trx) => {
      for (const row of rows) {
        const email = normaliseEmail(row.email);
        const exists = await trx.selectFrom('newsletter_subscribers').select('id').where('email', '=', email).executeTakeFirst();
        if (exists) continue;
        const id = newSubscriberId();
        await trx
          .insertInto('newsletter_subscribers')
          .values({ id, email, status: 'pending', locale: 'en', source, consent_text: consentText, consented_at: row.consentedAt, confirmed_at: null, unsubscribed_at: null, confirmation_sent_at: null, created_at: row.createdAt, updated_at: now.toISOString() })
          .execute();
        await this.event(trx, id, 'imported', { source, locale: 'en', consentText, at: row.consentedAt });
        added += 1;
      }
    });
    return added;
  }
}
