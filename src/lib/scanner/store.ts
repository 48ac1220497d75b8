import 'server-only';
import type { Kysely, Migration } from 'kysely';
import { columnTypes, dataDir, openStore } from '@/lib/db/sqlite';
import type { SaveEmailInput } from './schema';

/**
 * scanner.sqlite: the subscribers who asked for the full report (which also signs them up for the
 * monthly newsletter, spec §1) and the scores of the report they asked for. Saving is idempotent:
 * the same address is one subscriber, the same address and domain one report row (latest scores).
 */
export interface ScannerDatabase {
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
}

export const migrations: Record<string, Migration> = {
  '0001_init': {
    async up(db: Kysely<unknown>) {
      const { double } = columnTypes(db);
      await db.schema
        .createTable('subscriber')
        .addColumn('email', 'text', (column) => column.primaryKey())
        .addColumn('newsletter_consent', 'integer', (column) => column.notNull())
        .addColumn('consented_at', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('scan_report')
        .addColumn('email', 'text', (column) => column.notNull().references('subscriber.email').onDelete('cascade'))
        .addColumn('domain_name', 'text', (column) => column.notNull())
        .addColumn('overall_score', double, (column) => column.notNull())
        .addColumn('dom_sec_score', double, (column) => column.notNull())
        .addColumn('conn_sec_score', double, (column) => column.notNull())
        .addColumn('sec_options_score', double, (column) => column.notNull())
        .addColumn('email_sec_score', double, (column) => column.notNull())
        .addColumn('has_ssl', 'integer', (column) => column.notNull())
        .addColumn('has_dmarc', 'integer', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('scan_report_pk', ['email', 'domain_name'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('scan_report').execute();
      await db.schema.dropTable('subscriber').execute();
    },
  },
};

const stores = new Map<string, Promise<Kysely<ScannerDatabase>>>();

/** One store per DATA_DIR (read at call time, so tests can point it at a temporary directory). */
export function scannerStore(directory = dataDir()): Promise<Kysely<ScannerDatabase>> {
  let store = stores.get(directory);
  if (!store) {
    store = openStore<ScannerDatabase>({ file: 'scanner.sqlite', migrations, directory });
    store.catch(() => stores.delete(directory));
    stores.set(directory, store);
  }
  return store;
}

export async function closeScannerStores(): Promise<void> {
  const open = [...stores.values()];
  stores.clear();
  await Promise.all(open.map(async (store) => (await store).destroy()));
}

/** Stores the subscriber (with newsletter consent) and the report scores, idempotently, in one transaction. */
export async function saveSubscriber(db: Kysely<ScannerDatabase>, input: SaveEmailInput, now = new Date()): Promise<void> {
  const email = input.emailAddress.trim().toLowerCase();
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('subscriber')
      .values({ email, newsletter_consent: 1, consented_at: stamp, created_at: stamp, updated_at: stamp })
      // A repeat keeps the first consent time.
      .onConflict((conflict) => conflict.column('email').doUpdateSet({ newsletter_consent: 1, updated_at: stamp }))
      .execute();
    const scores = {
      overall_score: input.overallScore,
      dom_sec_score: input.domSecScore,
      conn_sec_score: input.connSecScore,
      sec_options_score: input.secOptionsScore,
      email_sec_score: input.emailSecScore,
      has_ssl: input.hasSSL ? 1 : 0,
      has_dmarc: input.hasDmarc ? 1 : 0,
    };
    await trx
      .insertInto('scan_report')
      .values({ email, domain_name: input.domainName, ...scores, created_at: stamp, updated_at: stamp })
      .onConflict((conflict) => conflict.columns(['email', 'domain_name']).doUpdateSet({ ...scores, updated_at: stamp }))
      .execute();
  });
}
