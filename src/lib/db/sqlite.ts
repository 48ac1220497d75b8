import Database from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The site's stores. Embedded default: one SQLite file per capability under DATA_DIR (default
 * ./data), opened with WAL so readers never block the writer. With DATABASE_URL=postgres://… every
 * store lives in that PostgreSQL database instead (several processes share it). Schemas are created
 * by Kysely migrations written with the schema builder, so the same migrations run on both; the
 * few column types that differ come from columnTypes(db).
 */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || path.join(process.cwd(), 'data'));
}

/** The PostgreSQL connection string, when the stores live there. */
export function databaseUrl(): string | undefined {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\//i.test(url)) throw new Error('DATABASE_URL must be a postgres:// URL (unset = SQLite files under DATA_DIR)');
  return url;
}

class InlineMigrations implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.migrations;
  }
}

export interface OpenStoreOptions {
  /** File name under DATA_DIR, e.g. 'catalogue.sqlite'; ':memory:' for tests. On PostgreSQL it names the store's migration table. */
  file: string;
  /** Ordered by key: name them '0001_init', '0002_…'. */
  migrations: Record<string, Migration>;
  /** Overrides DATA_DIR (tests). */
  directory?: string;
  /** Overrides DATABASE_URL (tests); null forces SQLite. */
  databaseUrl?: string | null;
}

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Column types with the same meaning on both databases: 8-byte floats (PostgreSQL's `real` is 4 bytes and would round prices). */
export function columnTypes(db: Kysely<unknown>): { double: 'real' | 'double precision' } {
  return { double: isPostgres(db) ? 'double precision' : 'real' };
}

async function postgresDialect(url: string): Promise<PostgresDialect> {
  const { default: pg } = await import('pg');
  // int8 (bigint: epoch milliseconds, counts) as JS numbers, as SQLite gives them; every value we
  // keep there is far below 2^53.
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser,
  };
  const max = Number(process.env.DATABASE_POOL_MAX || 5);
  return new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max, types, application_name: 'registrar-site' }) });
}

export async function openStore<DB>(options: OpenStoreOptions): Promise<Kysely<DB>> {
  const url = options.databaseUrl === null ? undefined : (options.databaseUrl ?? (options.file === ':memory:' ? undefined : databaseUrl()));
  let db: Kysely<DB>;
  let migrationTableName = 'kysely_migration';
  let migrationLockTableName = 'kysely_migration_lock';
  if (url) {
    db = new Kysely<DB>({ dialect: await postgresDialect(url) });
    // One database, several stores: each keeps its own migration history.
    const store = options.file.replace(/\.sqlite$/, '').replace(/[^a-z0-9]+/gi, '_').toLowerCase();
    migrationTableName = `kysely_migration_${store}`;
    migrationLockTableName = `kysely_migration_lock_${store}`;
  } else {
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
    db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  const migrator = new Migrator({ db, provider: new InlineMigrations(options.migrations), migrationTableName, migrationLockTableName });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`Migrating ${options.file} failed at ${failed?.migrationName ?? '?'}: ${String(error)}`);
  }
  return db;
}
