import { sql, type Kysely } from 'kysely';
import { openStore } from '@/lib/db/sqlite';

/**
 * Full-text search over the embedded posts: SQLite FTS5 (better-sqlite3 through the project's
 * Kysely store helper), ranked by bm25 with the title weighted above the excerpt and the excerpt
 * above the body, prefix matching on every word, and diacritics folded by the tokenizer
 * (unicode61 remove_diacritics 2), so 'dominio' finds 'Dominios' and 'seguranca' finds 'segurança'.
 *
 * Where the index lives: in memory, built from the embedded documents on first search (about a
 * hundred posts index in a few milliseconds). It is derived data: a file under DATA_DIR would only
 * add a way to go stale after a content edit or deploy, and each process builds its own copy, so
 * PostgreSQL (DATABASE_URL) does not come into it either.
 */
export interface IndexedPost {
  id: string;
  locale: string;
  title: string;
  excerpt: string;
  /** Plain text of the content. */
  content: string;
  /** ISO date: ties in rank go to the newer post. */
  date: string;
}

interface SearchDb {
  post_fts: { post_id: string; locale: string; title: string; excerpt: string; content: string };
  post_date: { post_id: string; date: string };
}

/** bm25 column weights, in table order: post_id and locale (unindexed), title, excerpt, content. */
const WEIGHTS = sql.raw('bm25(post_fts, 0.0, 0.0, 10.0, 4.0, 1.0)');

const migrations = {
  '0001_post_fts': {
    async up(db: Kysely<unknown>) {
      await sql`create virtual table post_fts using fts5(post_id unindexed, locale unindexed, title, excerpt, content, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
      await db.schema.createTable('post_date').addColumn('post_id', 'text', (col) => col.primaryKey()).addColumn('date', 'text', (col) => col.notNull()).execute();
    },
  },
};

/**
 * A reader's search text as an FTS5 query: every word must occur (AND), each as a prefix
 * ('"dominio"*'). Words are runs of letters and digits, quoted, so operators and punctuation in
 * the text (AND, NEAR, quotes, colons, '-') are plain words, never query syntax. Null when the
 * text holds no word.
 */
export function ftsQuery(text: string): string | null {
  const words = text.match(/[\p{L}\p{N}]+/gu)?.slice(0, 12) ?? [];
  if (!words.length) return null;
  return words.map((word) => `"${word.replace(/"/g, '""')}"*`).join(' ');
}

export class PostSearchIndex {
  private constructor(private readonly db: Kysely<SearchDb>) {}

  static async build(posts: readonly IndexedPost[]): Promise<PostSearchIndex> {
    const db = await openStore<SearchDb>({ file: ':memory:', migrations, databaseUrl: null });
    for (let start = 0; start < posts.length; start += 100) {
      const chunk = posts.slice(start, start + 100);
      await db.insertInto('post_fts').values(chunk.map((post) => ({ post_id: post.id, locale: post.locale, title: post.title, excerpt: post.excerpt, content: post.content }))).execute();
      await db.insertInto('post_date').values(chunk.map((post) => ({ post_id: post.id, date: post.date }))).execute();
    }
    return new PostSearchIndex(db);
  }

  /** Ids of the posts matching `text` (optionally only in `locale`), best match first. */
  async search(text: string, locale?: string): Promise<string[]> {
    const match = ftsQuery(text);
    if (!match) return [];
    let query = this.db
      .selectFrom('post_fts')
      .innerJoin('post_date', 'post_date.post_id', 'post_fts.post_id')
      .select(['post_fts.post_id as id'])
      .where(sql<boolean>`post_fts match ${match}`)
      .orderBy(sql`${WEIGHTS}`)
      .orderBy('post_date.date', 'desc');
    if (locale) query = query.where('post_fts.locale', '=', locale);
    const rows = await query.execute();
    return rows.map((row) => row.id);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
