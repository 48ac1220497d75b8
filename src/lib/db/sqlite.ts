import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Embedded stores: one SQLite file per capability under DATA_DIR (default ./data), opened with
 * WAL so readers never block the writer. Schemas are created by Kysely migrations written with
 * the schema builder only, so the same migrations run on PostgreSQL.
 */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || path.join(process.cwd(), 'data'));
}

class InlineMigrations implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.migrations;
  }
}

export interface OpenStoreOptions {
  /** File name under DATA_DIR, e.g. 'catalogue.sqlite'; ':memory:' for tests. */
  file: string;
  /** Ordered by key: name them '0001_init', '0002_…'. */
  migrations: Record<string, Migration>;
  /** Overrides DATA_DIR (tests). */
  directory?: string;
}

export async function openStore<DB>(options: OpenStoreOptions): Promise<Kysely<DB>> {
  let filename = options.file;
  if (filename !== ':memory:') {
    const directory = options.directory ?? dataDir();
    mkdirSync(directory, { recursive: true });
    filename = path.join(directory, options.file);
  }
  const sqlite = new Database(filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db, provider: new InlineMigrations(options.migrations) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`Migrating ${options.file} failed at ${failed?.migrationName ?? '?'}: ${String(error)}`);
  }
  return db;
}
