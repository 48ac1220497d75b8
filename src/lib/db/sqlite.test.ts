import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Generated, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from './sqlite';

interface TestDb {
  note: { id: Generated<number>; body: string };
}

const directory = mkdtempSync(path.join(tmpdir(), 'store-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const migrations = {
  '0001_init': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('note')
        .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
        .addColumn('body', 'text', (col) => col.notNull())
        .execute();
    },
  },
};

describe('openStore', () => {
  it('migrates once and keeps data across reopen', async () => {
    const first = await openStore<TestDb>({ file: 'notes.sqlite', migrations, directory });
    await first.insertInto('note').values({ body: 'kept' }).execute();
    await first.destroy();
    const second = await openStore<TestDb>({ file: 'notes.sqlite', migrations, directory });
    const rows = await second.selectFrom('note').select(['body']).execute();
    expect(rows).toEqual([{ body: 'kept' }]);
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(second);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    await second.destroy();
  });
});
