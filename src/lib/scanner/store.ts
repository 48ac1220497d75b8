import 'server-only';
import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, dataDir, isPostgres, openStore } from '@/lib/db/sqlite';
import { importLegacyScannerSubscribers } from '@/lib/subscriptions/service';
import type { SaveEmailInput } from './schema';
import { openStores } from '@/lib/db/open-stores';
import { notNullColumns } from '@/lib/db/columns';

/**
 * scanner.sqlite: the scores of the full reports visitors asked for (one row per address and
 * domain, latest scores), and the verdicts of the scans the site itself ran (scan_result: one row
 * per host and check group, kept for a day), which are what a report is made of. The subscribers themselves belong to the subscriptions capability
 * (src/lib/subscriptions, double opt-in): the scanner hands the address over there. Migration 0002
 * unties scan_report from the old `subscriber` table; the first open afterwards hands that table's
 * rows to the subscriptions store and drops it (handOffLegacySubscribers).
 */
export interface ScannerDatabase {
  /** Legacy (before the subscriptions module): read once by handOffLegacySubscribers, then dropped. */
  subscriber: {
    email: string;
    newsletter_consent: number;
    consented_at: string;
    created_at: string;
    updated_at: string;
  };
  scan_report: {
    email: string;
    domain_name: string;
    overall_score: number;
    dom_sec_score: number;
    conn_sec_score: number;
    sec_options_score: number;
    email_sec_score: number;
    has_ssl: number;
    has_dmarc: number;
    created_at: string;
    updated_at: string;
  };
  scan_result: {
    host: string;
    check_group: ScanGroup;
    /** {check name: passed}. */
    verdicts_json: string;
    scanned_at: string;
  };
}

/** The check groups a scan records (the three security calls; availability has no verdicts). */
export type ScanGroup = 'domain' | 'connection' | 'email';

/** scan_report's columns after `email` (0001 creates the table, 0002 rebuilds it with the same ones). */
function scanReportColumns(db: Kysely<unknown>) {
  const { double } = columnTypes(db);
  return {
    domain_name: 'text',
    overall_score: double,
    dom_sec_score: double,
    conn_sec_score: double,
    sec_options_score: double,
    email_sec_score: double,
    has_ssl: 'integer',
    has_dmarc: 'integer',
    created_at: 'text',
    updated_at: 'text',
  } as const;
}

export const migrations: Record<string, Migration> = {
  '0001_init': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('subscriber')
        .addColumn('email', 'text', (column) => column.primaryKey())
        .$call(notNullColumns({ newsletter_consent: 'integer', consented_at: 'text', created_at: 'text', updated_at: 'text' }))
        .execute();
      await db.schema
        .createTable('scan_report')
        .addColumn('email', 'text', (column) => column.notNull().references('subscriber.email').onDelete('cascade'))
        .$call(notNullColumns(scanReportColumns(db)))
        .addPrimaryKeyConstraint('scan_report_pk', ['email', 'domain_name'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('scan_report').execute();
      await db.schema.dropTable('subscriber').execute();
    },
  },
  '0002_scan_report_without_subscriber': {
    async up(db: Kysely<unknown>) {
      if (isPostgres(db)) {
        // PostgreSQL names the foreign key <table>_<column>_fkey.
        await sql`alter table scan_report drop constraint if exists scan_report_email_fkey`.execute(db);
        return;
      }
      // SQLite cannot drop a foreign key: the table is rebuilt (inside the migration's transaction).
      await db.schema
        .createTable('scan_report_next')
        .addColumn('email', 'text', (column) => column.notNull())
        .$call(notNullColumns(scanReportColumns(db)))
        .addPrimaryKeyConstraint('scan_report_pk', ['email', 'domain_name'])
        .execute();
      await sql`insert into scan_report_next select email, domain_name, overall_score, dom_sec_score, conn_sec_score, sec_options_score, email_sec_score, has_ssl, has_dmarc, created_at, updated_at from scan_report`.execute(db);
      await db.schema.dropTable('scan_report').execute();
      await db.schema.alterTable('scan_report_next').renameTo('scan_report').execute();
    },
  },
  '0003_scan_result': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('scan_result')
        .$call(notNullColumns({ host: 'varchar(253)', check_group: 'varchar(12)', verdicts_json: 'text', scanned_at: 'varchar(40)' }))
        .addPrimaryKeyConstraint('scan_result_pk', ['host', 'check_group'])
        .execute();
      await db.schema.createIndex('scan_result_scanned_at').on('scan_result').column('scanned_at').execute();
    },
  },
};

/** How long the verdicts of a scan the site ran are kept (a report uses those of the last hour). */
export const SCAN_RESULT_KEPT_MS = 24 * 60 * 60_000;

/**
 * Records what a check group of a scan the site ran found for a host (the latest scan wins), and
 * drops results older than SCAN_RESULT_KEPT_MS.
 */
export async function recordScanResult(db: Kysely<ScannerDatabase>, host: string, group: ScanGroup, verdicts: Record<string, boolean>, now = new Date()): Promise<void> {
  const row = { host, check_group: group, verdicts_json: JSON.stringify(verdicts), scanned_at: now.toISOString() };
  await db
    .insertInto('scan_result')
    .values(row)
    .onConflict((conflict) => conflict.columns(['host', 'check_group']).doUpdateSet({ verdicts_json: row.verdicts_json, scanned_at: row.scanned_at }))
    .execute();
  await db.deleteFrom('scan_result').where('scanned_at', '<', new Date(now.getTime() - SCAN_RESULT_KEPT_MS).toISOString()).execute();
}

/** The verdicts of the site's own scans of a host since a time, all groups together; null when none. */
export async function scanVerdicts(db: Kysely<ScannerDatabase>, host: string, since: Date): Promise<Record<string, boolean> | null> {
  const rows = await db.selectFrom('scan_result').select(['verdicts_json']).where('host', '=', host).where('scanned_at', '>=', since.toISOString()).execute();
  if (!rows.length) return null;
  return Object.assign({}, ...rows.map((row) => JSON.parse(row.verdicts_json) as Record<string, boolean>));
}

export interface LegacySubscriber {
  email: string;
  consentedAt: string;
  createdAt: string;
}

/** Where the legacy subscribers go: the subscriptions store's import (idempotent). */
export type SubscriberHandOff = (rows: LegacySubscriber[]) => Promise<number>;

/**
 * Hands the rows of the scanner's old `subscriber` table to the subscriptions capability, then
 * drops the table. Idempotent: the import skips known addresses, and a crash between the two steps
 * only repeats the import on the next open. Returns how many rows were handed over.
 */
export async function handOffLegacySubscribers(db: Kysely<ScannerDatabase>, handOff: SubscriberHandOff): Promise<number> {
  const tables = await db.introspection.getTables();
  if (!tables.some((table) => table.name === 'subscriber')) return 0;
  const rows = await db.selectFrom('subscriber').select(['email', 'consented_at', 'created_at']).where('newsletter_consent', '=', 1).execute();
  await handOff(rows.map((row) => ({ email: row.email, consentedAt: row.consented_at, createdAt: row.created_at })));
  await db.schema.dropTable('subscriber').execute();
  return rows.length;
}

const stores = openStores<Kysely<ScannerDatabase>>((db) => db.destroy());

/** One store per DATA_DIR (read at call time, so tests can point it at a temporary directory). */
export function scannerStore(directory = dataDir()): Promise<Kysely<ScannerDatabase>> {
  return stores.get(directory, () =>
    openStore<ScannerDatabase>({ file: 'scanner.sqlite', migrations, directory }).then(async (db) => {
      await handOffLegacySubscribers(db, (rows) => importLegacyScannerSubscribers(rows, directory));
      return db;
    }),
  );
}

export function closeScannerStores(): Promise<void> {
  return stores.closeAll();
}

/** Stores the scores of the report asked for, idempotently (latest scores per address and domain). */
export async function saveScanReport(db: Kysely<ScannerDatabase>, input: SaveEmailInput, now = new Date()): Promise<void> {
  const email = input.emailAddress.trim().toLowerCase();
  const stamp = now.toISOString();
  const scores = {
    overall_score: input.overallScore,
    dom_sec_score: input.domSecScore,
    conn_sec_score: input.connSecScore,
    sec_options_score: input.secOptionsScore,
    email_sec_score: input.emailSecScore,
    has_ssl: input.hasSSL ? 1 : 0,
    has_dmarc: input.hasDmarc ? 1 : 0,
  };
  await db
    .insertInto('scan_report')
    .values({ email, domain_name: input.domainName, ...scores, created_at: stamp, updated_at: stamp })
    .onConflict((conflict) => conflict.columns(['email', 'domain_name']).doUpdateSet({ ...scores, updated_at: stamp }))
    .execute();
}
