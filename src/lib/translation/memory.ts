import { createHash } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';
import { dataDir, openStore } from '@/lib/db/sqlite';
import { translationConfig } from './config';
import type { Language } from './languages';
import { importShipped, readShippedUnits } from './shipped';
import { openStores } from '@/lib/db/open-stores';
import { notNullColumns } from '@/lib/db/columns';

/**
 * The translation memory: every translation the site has made or been given, in the site's
 * database (translations.sqlite under DATA_DIR, or PostgreSQL with DATABASE_URL). One row per
 * source text (by its SHA-256) and language pair. Human translations (imported from XLIFF after
 * review) win: a machine translation never overwrites a human one.
 *
 * Each row says who asked for it: 'site' (the site's own text: pages, labels, named fields) or
 * 'visitor' (a string someone sent to POST /api/translate-json that the site did not know). Visitor
 * rows are kept to a bounded number (the oldest go first), are not exported for review and never
 * become human translations (xliff.ts); a visitor row the site itself asks for becomes a site row.
 */
export type Origin = 'human' | 'machine';
export type RequestedBy = 'site' | 'visitor';

export interface TranslationMemoryDatabase {
  translation_memory: {
    source_hash: string;
    source_language: string;
    target_language: string;
    source_text: string;
    target_text: string;
    origin: Origin;
    /** Who made it: 'apertium', 'deepl', 'xliff' (an import) … */
    provider: string;
    updated_at: string;
    requested_by: RequestedBy;
  };
}

export const memoryMigrations: Record<string, Migration> = {
  '0001_init': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('translation_memory')
        .$call(notNullColumns({
          source_hash: 'varchar(64)',
          source_language: 'varchar(8)',
          target_language: 'varchar(8)',
          source_text: 'text',
          target_text: 'text',
        }))
        .addColumn('origin', 'varchar(8)', (column) => column.notNull().check(sqlOrigin()))
        .addColumn('provider', 'varchar(40)', (column) => column.notNull())
        .addColumn('updated_at', 'varchar(40)', (column) => column.notNull())
        .addPrimaryKeyConstraint('translation_memory_pk', ['source_language', 'target_language', 'source_hash'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('translation_memory').execute();
    },
  },
  '0002_requested_by': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('translation_memory').addColumn('requested_by', 'varchar(8)', (column) => column.notNull().defaultTo('site')).execute();
      await db.schema.createIndex('translation_memory_requested_by').on('translation_memory').columns(['requested_by', 'updated_at']).execute();
    },
  },
};

/** The CHECK reads the same on SQLite and PostgreSQL. */
function sqlOrigin() {
  return sql`origin in ('human', 'machine')`;
}

export function sourceHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export interface MemoryEntry {
  source: string;
  target: string;
  origin: Origin;
  provider: string;
  /** Default 'site'. */
  requestedBy?: RequestedBy;
}

/** What a lookup finds for a source text: the translation, who made it, and who asked for it. */
export interface MemoryHit {
  target: string;
  origin: Origin;
  provider: string;
  requestedBy: RequestedBy;
}

export interface StoredEntry extends MemoryEntry {
  hash: string;
  sourceLanguage: string;
  targetLanguage: string;
  updatedAt: string;
}

/** SQLite allows 32,766 bound values; stay far below on both databases. */
const LOOKUP_CHUNK = 500;
const WRITE_CHUNK = 200;

export class TranslationMemory {
  constructor(readonly db: Kysely<TranslationMemoryDatabase>) {}

  static async open(directory = dataDir(), databaseUrl?: string | null): Promise<TranslationMemory> {
    return new TranslationMemory(await openStore<TranslationMemoryDatabase>({ file: 'translations.sqlite', migrations: memoryMigrations, directory, databaseUrl }));
  }

  /** Known translations of these source texts (keyed by source text). */
  async lookup(source: Language, target: Language, texts: readonly string[]): Promise<Map<string, MemoryHit>> {
    const found = new Map<string, MemoryHit>();
    const byHash = new Map(texts.map((text) => [sourceHash(text), text]));
    const hashes = [...byHash.keys()];
    for (let start = 0; start < hashes.length; start += LOOKUP_CHUNK) {
      const rows = await this.db
        .selectFrom('translation_memory')
        .select(['source_hash', 'source_text', 'target_text', 'origin', 'provider', 'requested_by'])
        .where('source_language', '=', source)
        .where('target_language', '=', target)
        .where('source_hash', 'in', hashes.slice(start, start + LOOKUP_CHUNK))
        .execute();
      for (const row of rows) {
        const text = byHash.get(row.source_hash);
        // The hash names the text; the stored text confirms it.
        if (text !== undefined && row.source_text === text) found.set(text, { target: row.target_text, origin: row.origin, provider: row.provider, requestedBy: row.requested_by });
      }
    }
    return found;
  }

  /**
   * Stores translations. Machine rows never replace a human row; human rows replace anything. A
   * site row stays a site row when a visitor asks for the same text. Answers how many rows were
   * written.
   */
  async save(source: Language, target: Language, entries: readonly MemoryEntry[], now = new Date()): Promise<number> {
    if (!entries.length) return 0;
    const stamp = now.toISOString();
    let written = 0;
    await this.db.transaction().execute(async (trx) => {
      for (let start = 0; start < entries.length; start += WRITE_CHUNK) {
        for (const origin of ['machine', 'human'] as const) {
          const rows = entries
            .slice(start, start + WRITE_CHUNK)
            .filter((entry) => entry.origin === origin)
            .map((entry) => ({
              source_hash: sourceHash(entry.source),
              source_language: source,
              target_language: target,
              source_text: entry.source,
              target_text: entry.target,
              origin: entry.origin,
              provider: entry.provider,
              updated_at: stamp,
              requested_by: entry.requestedBy ?? ('site' as RequestedBy),
            }));
          const unique = [...new Map(rows.map((row) => [row.source_hash, row])).values()];
          if (!unique.length) continue;
          const result = await trx
            .insertInto('translation_memory')
            .values(unique)
            .onConflict((conflict) => {
              const update = conflict.columns(['source_language', 'target_language', 'source_hash']).doUpdateSet((eb) => ({
                target_text: eb.ref('excluded.target_text'),
                origin: eb.ref('excluded.origin'),
                provider: eb.ref('excluded.provider'),
                updated_at: eb.ref('excluded.updated_at'),
                requested_by: sql<RequestedBy>`case when translation_memory.requested_by = 'site' then 'site' else excluded.requested_by end`,
              }));
              return origin === 'machine' ? update.where('translation_memory.origin', '=', 'machine') : update;
            })
            .executeTakeFirst();
          written += Number(result.numInsertedOrUpdatedRows ?? 0);
        }
      }
    });
    return written;
  }

  /** Visitor rows of these source texts become site rows (the site asked for the same text). */
  async adoptForSite(source: Language, target: Language, texts: readonly string[]): Promise<void> {
    const hashes = texts.map(sourceHash);
    for (let start = 0; start < hashes.length; start += LOOKUP_CHUNK) {
      await this.db
        .updateTable('translation_memory')
        .set({ requested_by: 'site' })
        .where('source_language', '=', source)
        .where('target_language', '=', target)
        .where('requested_by', '=', 'visitor')
        .where('source_hash', 'in', hashes.slice(start, start + LOOKUP_CHUNK))
        .execute();
    }
  }

  /** Keeps at most `max` visitor rows: the oldest beyond it are deleted. Answers how many were. */
  async pruneVisitorRows(max: number): Promise<number> {
    const { n } = await this.db.selectFrom('translation_memory').select((eb) => eb.fn.countAll<number>().as('n')).where('requested_by', '=', 'visitor').executeTakeFirstOrThrow();
    const excess = Number(n) - max;
    if (excess <= 0) return 0;
    const oldest = await this.db
      .selectFrom('translation_memory')
      .select(['source_language', 'source_hash', 'target_language'])
      .where('requested_by', '=', 'visitor')
      .orderBy('updated_at')
      .limit(excess)
      .execute();
    for (let start = 0; start < oldest.length; start += WRITE_CHUNK) {
      await this.db
        .deleteFrom('translation_memory')
        .where('requested_by', '=', 'visitor')
        .where((eb) => eb.or(oldest.slice(start, start + WRITE_CHUNK).map((row) => eb.and([eb('source_language', '=', row.source_language), eb('target_language', '=', row.target_language), eb('source_hash', '=', row.source_hash)]))))
        .execute();
    }
    return oldest.length;
  }

  /** Every stored translation, optionally of one language pair, origin or requester, oldest source first. */
  async entries(filter: { source?: string; target?: string; origin?: Origin; requestedBy?: RequestedBy } = {}): Promise<StoredEntry[]> {
    let query = this.db.selectFrom('translation_memory').selectAll();
    if (filter.source) query = query.where('source_language', '=', filter.source);
    if (filter.target) query = query.where('target_language', '=', filter.target);
    if (filter.origin) query = query.where('origin', '=', filter.origin);
    if (filter.requestedBy) query = query.where('requested_by', '=', filter.requestedBy);
    const rows = await query.orderBy('source_language').orderBy('target_language').orderBy('source_text').execute();
    return rows.map((row) => ({
      hash: row.source_hash,
      sourceLanguage: row.source_language,
      targetLanguage: row.target_language,
      source: row.source_text,
      target: row.target_text,
      origin: row.origin,
      provider: row.provider,
      updatedAt: row.updated_at,
      requestedBy: row.requested_by,
    }));
  }

  async count(): Promise<Record<Origin, number>> {
    const rows = await this.db.selectFrom('translation_memory').select((eb) => ['origin', eb.fn.countAll<number>().as('n')]).groupBy('origin').execute();
    const counts: Record<Origin, number> = { human: 0, machine: 0 };
    for (const row of rows) counts[row.origin] = Number(row.n);
    return counts;
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}

const stores = openStores<TranslationMemory>((memory) => memory.close());

/**
 * The shipped translations (content/translation/memory/*.xlf, shipped.ts) go into the memory when a
 * process opens it, unless TRANSLATION_IMPORT_SHIPPED=false. A broken file costs no page: one log
 * line, and the memory serves what it already holds (`npm run content:validate` refuses the file).
 */
async function withShipped(memory: TranslationMemory): Promise<TranslationMemory> {
  try {
    if (!translationConfig().importShipped) return memory;
    const report = await importShipped(memory, readShippedUnits());
    if (report.written) console.log(`[translation] ${report.written} of ${report.units} shipped translations imported into the memory${report.keptHuman ? ` (${report.keptHuman} kept: a person's translation is there)` : ''}`);
  } catch (error) {
    console.warn(`[translation] shipped translations not imported: ${(error as Error).message.split('\n')[0]}`);
  }
  return memory;
}

/** One memory per DATA_DIR/DATABASE_URL, opened (and migrated, shipped translations imported) on first use. */
export function translationMemory(directory = dataDir()): Promise<TranslationMemory> {
  return stores.get(`${directory}|${process.env.DATABASE_URL ?? ''}`, () => TranslationMemory.open(directory).then(withShipped));
}

export function closeTranslationMemories(): Promise<void> {
  return stores.closeAll();
}
