import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../../scripts/lib/postgres';
import { defaultSeedFile, seedIfEmpty } from '@/lib/pricing/catalogue';
import { openCatalogueDb, readCatalogue, writePrices } from '@/lib/pricing/store';
import { saveSubscriber, type ScannerDatabase } from '@/lib/scanner/store';
import { migrations as scannerMigrations } from '@/lib/scanner/store';
import { TicketStore, type NewAttachment, type NewTicket } from '@/lib/tickets/store';
import { DatabaseRateLimitStore, rateLimitMigrations } from '@/lib/http/rate-limit';
import { TranslationMemory } from '@/lib/translation/memory';
import { isPostgres, openStore } from './sqlite';

/**
 * The store suite on both databases: SQLite files (the embedded default) and PostgreSQL
 * (DATABASE_URL), on a throwaway cluster started on loopback.
 */
let postgres: TestPostgres;
let directory: string;
beforeAll(async () => {
  postgres = await startPostgres();
  directory = mkdtempSync(path.join(tmpdir(), 'stores-'));
}, 60_000);
afterAll(async () => {
  delete process.env.DATABASE_URL;
  await postgres?.stop();
  rmSync(directory, { recursive: true, force: true });
});

let databases = 0;
/** A fresh database for each test: a new PostgreSQL database, or a new SQLite directory. */
async function useDatabase(kind: 'sqlite' | 'postgres'): Promise<string> {
  databases += 1;
  const dir = path.join(directory, `db${databases}`);
  if (kind === 'postgres') process.env.DATABASE_URL = await postgres.createDatabase(`store_${databases}`);
  else delete process.env.DATABASE_URL;
  return dir;
}

function ticket(id: string): NewTicket {
  return {
    id,
    external_id: `ext-${id}`,
    ticket_type: 'disclosure-data',
    subject: `Subject ${id} — ünïcode`,
    requester_name: 'Jo',
    requester_email: 'jo@example.com',
    fields_json: JSON.stringify({ a: 1 }),
    body: 'Body',
    created_at: new Date(Date.UTC(2026, 10, 24, 10, 0, Number(id.replace(/\D/g, '')) % 60)).toISOString(),
    desk: 'zendesk',
    status: 'pending',
  };
}

function attachment(seq: number): NewAttachment {
  return { seq, field: 'dpd_statementAttach', original_name: `s${seq}.pdf`, name: `s${seq}.pdf`, stored_name: `${seq}-s.pdf`, mime: 'application/pdf', size: 1234, sha256: 'a'.repeat(64) };
}

describe.each(['sqlite', 'postgres'] as const)('stores on %s', (kind) => {
  it('opens with its migrations on the right database', async () => {
    const dir = await useDatabase(kind);
    const store = await TicketStore.open(dir);
    try {
      expect(isPostgres(store.db as never)).toBe(kind === 'postgres');
      // Opening again runs no migration twice.
      const again = await TicketStore.open(dir);
      await again.close();
    } finally {
      await store.close();
    }
  });

  it('tickets: insert with attachments, read back, count, list; epoch-ms columns stay numbers', async () => {
    const dir = await useDatabase(kind);
    const store = await TicketStore.open(dir);
    try {
      const due = Date.UTC(2026, 10, 24, 12, 0, 0);
      await store.insert(ticket('T1'), [attachment(1), attachment(2)], due);
      await store.insert(ticket('T2'), [], 0);
      const read = await store.get('T1');
      expect(read?.subject).toBe('Subject T1 — ünïcode');
      expect(read?.next_attempt_at).toBe(due);
      expect(typeof read?.next_attempt_at).toBe('number');
      expect(read?.attachments.map((row) => row.seq)).toEqual([1, 2]);
      expect(read?.attachments[0]!.id).toBeGreaterThan(0);
      expect(read?.attachments[1]!.id).toBeGreaterThan(read!.attachments[0]!.id);
      expect(await store.countByStatus()).toEqual({ pending: 2 });
      expect((await store.list()).map((row) => row.id)).toEqual(['T2', 'T1']);
      expect(await store.dueIds(due)).toEqual(['T2', 'T1']);
      expect(await store.dueIds(due - 1)).toEqual(['T2']);
      // A duplicate ticket id is refused and leaves nothing half-written.
      await expect(store.insert(ticket('T1'), [attachment(9)], 0)).rejects.toThrow();
      expect((await store.attachments('T1')).length).toBe(2);
    } finally {
      await store.close();
    }
  });

  it('tickets: of many concurrent claims exactly one wins; an expired lease can be taken over', async () => {
    const dir = await useDatabase(kind);
    // Three connections (on PostgreSQL three pools), opened one after the other (SQLite's migrator takes no lock).
    const stores: TicketStore[] = [];
    for (let index = 0; index < 3; index++) stores.push(await TicketStore.open(dir));
    try {
      await stores[0]!.insert(ticket('C1'), [], 0);
      const now = Date.now();
      const claims = await Promise.all(stores.flatMap((store, index) => [0, 1, 2].map((n) => store.claim('C1', `worker-${index}-${n}`, now, now + 60_000))));
      expect(claims.filter(Boolean)).toHaveLength(1);
      // Not due while the lease holds; due once it has expired (a crashed worker).
      expect(await stores[1]!.dueIds(now + 1000)).toEqual([]);
      expect(await stores[1]!.dueIds(now + 61_000)).toEqual(['C1']);
      expect(await stores[1]!.claim('C1', 'rescuer', now + 61_000, now + 120_000)).toBe(true);
      // A worker that stops gives its ticket back at once; another takes it without waiting out the lease.
      expect(await stores[0]!.releaseLeases('someone-else')).toBe(0);
      expect(await stores[0]!.releaseLeases('rescuer')).toBe(1);
      expect(await stores[2]!.dueIds(now + 62_000)).toEqual(['C1']);
      expect(await stores[1]!.claim('C1', 'rescuer', now + 62_000, now + 120_000)).toBe(true);
      expect(await stores[1]!.markDelivered('C1', 'someone-else', 42, new Date())).toBe(false);
      expect(await stores[1]!.markDelivered('C1', 'rescuer', 42, new Date())).toBe(true);
      expect((await stores[2]!.get('C1'))?.zendesk_ticket_id).toBe(42);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it('scanner: the subscriber and report are upserted, the first consent time kept', async () => {
    const dir = await useDatabase(kind);
    const db = await openStore<ScannerDatabase>({ file: 'scanner.sqlite', migrations: scannerMigrations, directory: dir });
    try {
      const input = { emailAddress: 'A@Example.com', domainName: 'example.com', overallScore: 87.5, domSecScore: 90, connSecScore: 80.25, secOptionsScore: 70, emailSecScore: 60, hasSSL: true, hasDmarc: false };
      await saveSubscriber(db, input as never, new Date('2026-11-01T00:00:00Z'));
      await saveSubscriber(db, { ...input, overallScore: 91.125 } as never, new Date('2026-11-02T00:00:00Z'));
      const subscriber = await db.selectFrom('subscriber').selectAll().execute();
      expect(subscriber).toHaveLength(1);
      expect(subscriber[0]).toMatchObject({ email: 'a@example.com', consented_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-02T00:00:00.000Z' });
      const report = await db.selectFrom('scan_report').selectAll().executeTakeFirstOrThrow();
      expect(report.overall_score).toBe(91.125);
      expect(report.conn_sec_score).toBe(80.25);
    } finally {
      await db.destroy();
    }
  });

  it('catalogue: the sample seeds once; prices keep every cent (8-byte floats), writes are all-or-nothing', async () => {
    const dir = await useDatabase(kind);
    const db = await openCatalogueDb({ directory: dir });
    try {
      expect(await seedIfEmpty(db, defaultSeedFile())).toBe(true);
      expect(await seedIfEmpty(db, defaultSeedFile())).toBe(false);
      const snapshot = await readCatalogue(db);
      expect(snapshot.prices.length).toBeGreaterThan(1000);
      const com = snapshot.prices.find((price) => price.tld === 'com' && price.currency === 'USD')!;
      const changed = { ...com, memberRegister: 12.99, nonMemberRegister: 1234567.89 };
      const meta = await writePrices(db, [changed], { mode: 'merge', source: 'test' });
      expect(meta.version).toBe((snapshot.meta?.version ?? 0) + 1);
      const after = (await readCatalogue(db)).prices.find((price) => price.tld === 'com' && price.currency === 'USD')!;
      expect(after.memberRegister).toBe(12.99);
      expect(after.nonMemberRegister).toBe(1234567.89);
      // A row that breaks a constraint rolls the whole write back.
      await expect(writePrices(db, [changed, { ...changed, tld: 'net', memberRegister: null as never }], { mode: 'merge', source: 'bad' })).rejects.toThrow();
      expect((await readCatalogue(db)).meta?.version).toBe(meta.version);
      const count = await sql<{ n: number }>`select count(*) as n from tld_price`.execute(db);
      expect(Number(count.rows[0]!.n)).toBe(snapshot.prices.length);
    } finally {
      await db.destroy();
    }
  });

  it('translation memory: survives a reopen, human rows win, lookups by hash confirm the text, unicode kept', async () => {
    const dir = await useDatabase(kind);
    let memory = await TranslationMemory.open(dir);
    try {
      const long = `<p>${'Dominios & más — ñ '.repeat(400)}</p>`;
      expect(await memory.save('en', 'es', [
        { source: 'Register your domain', target: 'Registra tu dominio', origin: 'machine', provider: 'apertium' },
        { source: long, target: long.toUpperCase(), origin: 'machine', provider: 'apertium' },
      ])).toBe(2);
      // A human correction replaces the machine row; a later machine row does not replace the human one.
      expect(await memory.save('en', 'es', [{ source: 'Register your domain', target: 'Registre su dominio', origin: 'human', provider: 'xliff' }])).toBe(1);
      expect(await memory.save('en', 'es', [{ source: 'Register your domain', target: 'Registro vuestro dominio', origin: 'machine', provider: 'deepl' }])).toBe(0);
      await memory.close();
      memory = await TranslationMemory.open(dir);
      const found = await memory.lookup('en', 'es', ['Register your domain', long, 'unknown']);
      expect(found.get('Register your domain')).toEqual({ target: 'Registre su dominio', origin: 'human' });
      expect(found.get(long)?.target).toBe(long.toUpperCase());
      expect(found.has('unknown')).toBe(false);
      expect((await memory.lookup('en', 'nl', ['Register your domain'])).size).toBe(0);
      expect(await memory.count()).toEqual({ human: 1, machine: 1 });
      // Many lookups at once (more than one chunk of bound values).
      const many = Array.from({ length: 1200 }, (_, index) => `text ${index}`);
      await memory.save('en', 'nl', many.map((text) => ({ source: text, target: text.toUpperCase(), origin: 'machine' as const, provider: 'deepl' })));
      expect((await memory.lookup('en', 'nl', many)).size).toBe(1200);
      const entries = await memory.entries({ target: 'es' });
      expect(entries.map((entry) => entry.origin).sort()).toEqual(['human', 'machine']);
    } finally {
      await memory.close();
    }
  });

  it('rate limits: concurrent hits from several connections are all counted, once each', async () => {
    const dir = await useDatabase(kind);
    const open = async () => new DatabaseRateLimitStore(await openStore({ file: 'ratelimits.sqlite', migrations: rateLimitMigrations, directory: dir }) as never);
    const first = await open();
    const second = await open();
    try {
      const counts = await Promise.all(Array.from({ length: 40 }, (_, index) => (index % 2 ? first : second).hit('whois', '203.0.113.9', 60_000, 60_000)));
      expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
      expect(await first.hit('whois', '203.0.113.9', 120_000, 60_000)).toBe(1);
      expect(await first.hit('scan', '203.0.113.9', 60_000, 60_000)).toBe(1);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
