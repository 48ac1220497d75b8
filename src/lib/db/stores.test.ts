import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../../scripts/lib/postgres';
import { defaultSeedFile, seedIfEmpty } from '@/lib/pricing/catalogue';
import { openCatalogueDb, readCatalogue, writePrices } from '@/lib/pricing/store';
import { closeScannerStores, migrations as scannerMigrations, saveScanReport, scannerStore, type ScannerDatabase } from '@/lib/scanner/store';
import { MailStore } from '@/lib/mail/store';
import { SubscriptionStore } from '@/lib/subscriptions/store';
import { closeSubscriptionStores, subscriptionStore } from '@/lib/subscriptions/service';
import { TicketStore, ticketMigrations, type NewAttachment, type NewTicket, type TicketDatabase } from '@/lib/tickets/store';
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
async function freshDatabase(kind: 'sqlite' | 'postgres'): Promise<string> {
  databases += 1;
  const dir = path.join(directory, `db${databases}`);
  if (kind === 'postgres') process.env.DATABASE_URL = await postgres.createDatabase(`store_${databases}`);
  else delete process.env.DATABASE_URL;
  return dir;
}

/** A ticket store on a fresh database of this kind, closed after `run`. */
async function withTicketStore(kind: 'sqlite' | 'postgres', run: (store: TicketStore, dir: string) => Promise<void>): Promise<void> {
  const dir = await freshDatabase(kind);
  const store = await TicketStore.open(dir);
  try {
    await run(store, dir);
  } finally {
    await store.close();
  }
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
  it('opens with its migrations on the right database', () =>
    withTicketStore(kind, async (store, dir) => {
      expect(isPostgres(store.db as never)).toBe(kind === 'postgres');
      // Opening again runs no migration twice.
      const again = await TicketStore.open(dir);
      await again.close();
    }));

  it('tickets: insert with attachments, read back, count, list; epoch-ms columns stay numbers', () =>
    withTicketStore(kind, async (store) => {
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
    }));

  it('tickets: the idempotency key is unique (tickets without one never collide); upload folder and lease renewal', () =>
    withTicketStore(kind, async (store) => {
      await store.insert({ ...ticket('K1'), idempotency_key: 'key-0123456789abcdef', upload_folder: 'f-1', result_token: 'tok' }, [attachment(1)], 0);
      await store.insert(ticket('K2'), [], 0);
      await store.insert(ticket('K3'), [], 0);
      // A second ticket with the same key is refused, attachments included.
      await expect(store.insert({ ...ticket('K4'), idempotency_key: 'key-0123456789abcdef' }, [attachment(1)], 0)).rejects.toThrow();
      expect(await store.get('K4')).toBeNull();
      expect((await store.byIdempotencyKey('key-0123456789abcdef'))?.id).toBe('K1');
      expect(await store.byIdempotencyKey('other-key-0123456789')).toBeNull();
      expect((await store.byUploadFolder('f-1'))?.id).toBe('K1');
      expect(await store.byUploadFolder('f-2')).toBeNull();
      expect([...(await store.existingIds(['K1', 'K3', 'NOPE']))].sort()).toEqual(['K1', 'K3']);
      // Lease renewal (the generic outbox's): only the holder renews, and only while delivering.
      const now = Date.now();
      expect(await store.claim('K2', 'w1', now, now + 30_000)).toBe(true);
      expect(await store.renewLease('K2', 'w1', now + 60_000)).toBe(true);
      expect(await store.renewLease('K2', 'w2', now + 90_000)).toBe(false);
      expect(await store.dueIds(now + 59_000)).toEqual(['K1', 'K3']);
      expect((await store.get('K2'))?.lease_until).toBe(now + 60_000);
    }));

  it('tickets: migration 0002 upgrades a store with tickets in it (no key, no upload folder)', async () => {
    const dir = await freshDatabase(kind);
    const legacy = await openStore<TicketDatabase>({ file: 'tickets.sqlite', migrations: { '0001_init': ticketMigrations['0001_init']! }, directory: dir });
    await sql`insert into tickets (id, external_id, ticket_type, subject, requester_name, requester_email, fields_json, body, created_at, desk, status)
      values ('OLD1', 'ext-OLD1', 'disclosure-data', 'Old', 'Jo', 'jo@example.com', '{}', 'Body', '2026-11-01T00:00:00.000Z', 'local', 'stored')`.execute(legacy);
    await legacy.destroy();
    const store = await TicketStore.open(dir);
    try {
      expect(await store.get('OLD1')).toMatchObject({ id: 'OLD1', idempotency_key: null, upload_folder: null, result_token: null });
      await store.insert({ ...ticket('NEW1'), idempotency_key: 'key-after-upgrade-0001' }, [], 0);
      expect((await store.byIdempotencyKey('key-after-upgrade-0001'))?.id).toBe('NEW1');
    } finally {
      await store.close();
    }
  });

  it('tickets: of many concurrent claims exactly one wins; an expired lease can be taken over', async () => {
    const dir = await freshDatabase(kind);
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

  it('scanner: migration 0002 unties scan_report; the old subscriber table is handed to subscriptions, then dropped', async () => {
    const dir = await freshDatabase(kind);
    // A store as the first version left it: subscribers and reports tied by a foreign key.
    const legacy = await openStore<ScannerDatabase>({ file: 'scanner.sqlite', migrations: { '0001_init': scannerMigrations['0001_init']! }, directory: dir });
    const stamp = '2026-11-01T00:00:00.000Z';
    await legacy.insertInto('subscriber').values({ email: 'old@example.com', newsletter_consent: 1, consented_at: stamp, created_at: stamp, updated_at: stamp }).execute();
    await legacy.insertInto('scan_report').values({ email: 'old@example.com', domain_name: 'example.com', overall_score: 87.5, dom_sec_score: 90, conn_sec_score: 80.25, sec_options_score: 70, email_sec_score: 60, has_ssl: 1, has_dmarc: 0, created_at: stamp, updated_at: stamp }).execute();
    await legacy.destroy();
    try {
      const db = await scannerStore(dir);
      expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('subscriber');
      const subscribers = await (await subscriptionStore(dir)).list();
      expect(subscribers).toHaveLength(1);
      expect(subscribers[0]).toMatchObject({ email: 'old@example.com', status: 'pending', source: 'legacy-scanner', consented_at: stamp });
      // The old report is kept; a report for an address the scanner never knew needs no subscriber row.
      const input = { emailAddress: 'New@Example.com', domainName: 'example.org', overallScore: 91.125, domSecScore: 90, connSecScore: 80.25, secOptionsScore: 70, emailSecScore: 60, hasSSL: true, hasDmarc: false };
      await saveScanReport(db, input as never, new Date('2026-11-02T00:00:00Z'));
      await saveScanReport(db, { ...input, overallScore: 95 } as never, new Date('2026-11-03T00:00:00Z'));
      const reports = await db.selectFrom('scan_report').selectAll().orderBy('email').execute();
      expect(reports.map((report) => [report.email, report.overall_score, report.conn_sec_score])).toEqual([
        ['new@example.com', 95, 80.25],
        ['old@example.com', 87.5, 80.25],
      ]);
      expect(reports[0]).toMatchObject({ created_at: '2026-11-02T00:00:00.000Z', updated_at: '2026-11-03T00:00:00.000Z' });
    } finally {
      await closeScannerStores();
      await closeSubscriptionStores();
    }
    // Opening again hands nothing over twice.
    try {
      await scannerStore(dir);
      expect(await (await subscriptionStore(dir)).list()).toHaveLength(1);
    } finally {
      await closeScannerStores();
      await closeSubscriptionStores();
    }
  });

  it('subscriptions: one row per address, the consent record, concurrent first requests (two pools on PostgreSQL)', async () => {
    const dir = await freshDatabase(kind);
    const first = await SubscriptionStore.open(dir);
    // SQLite is one connection per process (better-sqlite3 is synchronous: a second connection in
    // the same process would block the event loop while the first holds the write lock); several
    // processes share PostgreSQL.
    const second = kind === 'postgres' ? await SubscriptionStore.open(dir) : first;
    try {
      const now = new Date('2026-11-24T12:00:00Z');
      const outcomes = await Promise.all([first, second, first, second].map((store, index) => store.request({ email: 'Race@Example.com', locale: 'nl', source: 'newsletter-block', consentText: `consent ${index} — ünïcode` }, now)));
      expect(new Set(outcomes.map((outcome) => outcome.subscriber.id)).size).toBe(1);
      const [row] = await first.list();
      expect(row).toMatchObject({ email: 'race@example.com', status: 'pending', token_version: 0 });
      expect(typeof row!.token_version).toBe('number');
      expect(await first.confirm(row!.id, now)).toBe(true);
      expect(await second.confirm(row!.id, now)).toBe(false);
      expect(await second.unsubscribe(row!.id, now)).toBe(true);
      expect((await first.get(row!.id))?.token_version).toBe(1);
      const events = await second.events(row!.id);
      expect(events.map((event) => event.event)).toEqual(['requested', 'requested', 'requested', 'requested', 'confirmed', 'unsubscribed']);
      expect(events[0]!.id).toBeLessThan(events[5]!.id);
      expect(await first.countByStatus()).toEqual({ unsubscribed: 1 });
      const secrets = await Promise.all([first.setting('token-secret', () => 'a'), second.setting('token-secret', () => 'b')]);
      expect(secrets[0]).toBe(secrets[1]);
    } finally {
      await first.close();
      if (second !== first) await second.close();
    }
  });

  it('mail outbox: committed rows, one claim wins, the lease is renewed only by its owner, epoch-ms stay numbers', async () => {
    const dir = await freshDatabase(kind);
    const stores = [await MailStore.open(dir), await MailStore.open(dir), await MailStore.open(dir)];
    try {
      const id = await stores[0]!.insert({ kind: 'test', to: 'A@Example.com', subject: 'Grüße', text: 'text', html: '<p>html</p>', headers: { 'List-Unsubscribe': '<https://x/>' }, locale: 'nl' }, new Date('2026-11-24T12:00:00Z'));
      const row = await stores[1]!.get(id);
      expect(row).toMatchObject({ status: 'pending', to_address: 'a@example.com', subject: 'Grüße', attempts: 0, next_attempt_at: 0 });
      expect(typeof row?.next_attempt_at).toBe('number');
      const now = Date.now();
      const claims = await Promise.all(stores.flatMap((store, index) => [0, 1].map((n) => store.queue.claim(id, `w${index}-${n}`, now, now + 60_000))));
      expect(claims.filter(Boolean)).toHaveLength(1);
      const winner = `w${Math.floor(claims.indexOf(true) / 2)}-${claims.indexOf(true) % 2}`;
      expect(await stores[2]!.queue.renewLease(id, 'someone-else', now + 120_000)).toBe(false);
      expect(await stores[2]!.queue.renewLease(id, winner, now + 120_000)).toBe(true);
      expect((await stores[0]!.get(id))?.lease_until).toBe(now + 120_000);
      expect(await stores[1]!.queue.dueIds(now + 100_000)).toEqual([]);
      expect(await stores[1]!.queue.dueIds(now + 120_001)).toEqual([id]);
      expect(await stores[1]!.queue.markDone(id, 'someone-else', now, '250 OK')).toBe(false);
      expect(await stores[1]!.queue.markDone(id, winner, now, '250 OK')).toBe(true);
      expect(await stores[0]!.queue.countByStatus()).toEqual({ sent: 1 });
      expect((await stores[0]!.list({ to: 'a@example.com' })).map((mail) => mail.result)).toEqual(['250 OK']);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it('catalogue: the sample seeds once; prices keep every cent (8-byte floats), writes are all-or-nothing', async () => {
    const dir = await freshDatabase(kind);
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
    const dir = await freshDatabase(kind);
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
      expect(found.get('Register your domain')).toEqual({ target: 'Registre su dominio', origin: 'human', provider: 'xliff', requestedBy: 'site' });
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
      // Visitor rows: a site row stays one; the oldest visitor rows beyond the cap go; the site adopts one.
      await memory.save('en', 'es', [{ source: 'Register your domain', target: 'x', origin: 'machine', provider: 'deepl', requestedBy: 'visitor' }], new Date('2026-01-01T00:00:00Z'));
      await memory.save('en', 'es', ['v1', 'v2'].map((text) => ({ source: text, target: text.toUpperCase(), origin: 'machine' as const, provider: 'deepl', requestedBy: 'visitor' as const })), new Date('2026-01-01T00:00:00Z'));
      await memory.save('en', 'es', [{ source: 'v3', target: 'V3', origin: 'machine', provider: 'deepl', requestedBy: 'visitor' }], new Date('2026-01-02T00:00:00Z'));
      expect((await memory.lookup('en', 'es', ['Register your domain'])).get('Register your domain')?.requestedBy).toBe('site');
      expect(await memory.pruneVisitorRows(1)).toBe(2);
      expect((await memory.entries({ requestedBy: 'visitor' })).map((entry) => entry.source)).toEqual(['v3']);
      await memory.adoptForSite('en', 'es', ['v3']);
      expect(await memory.entries({ requestedBy: 'visitor' })).toEqual([]);
    } finally {
      await memory.close();
    }
  });

  it('rate limits: concurrent hits from several connections are all counted, once each', async () => {
    const dir = await freshDatabase(kind);
    const open = async () => new DatabaseRateLimitStore(await openStore({ file: 'ratelimits.sqlite', migrations: rateLimitMigrations, directory: dir }) as never);
    const first = await open();
    const second = await open();
    try {
      const counts = await Promise.all(Array.from({ length: 40 }, (_, index) => (index % 2 ? first : second).hit('whois', '203.0.113.9', 60_000, 60_000)));
      expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
      expect(await first.hit('whois', '203.0.113.9', 120_000, 60_000)).toBe(1);
      expect(await first.hit('scan', '203.0.113.9', 60_000, 60_000)).toBe(1);
      // Budgets: spent only while they last, from any connection; a refund gives back.
      const spends = await Promise.all(Array.from({ length: 10 }, (_, index) => (index % 2 ? first : second).spend!('chars', '203.0.113.9', 0, 86_400_000, 300, 2000)));
      expect(spends.filter((count) => count !== null)).toHaveLength(6);
      expect(await first.spend!('chars', '203.0.113.9', 0, 86_400_000, 200, 2000)).toBe(2000);
      expect(await first.spend!('chars', '203.0.113.9', 0, 86_400_000, 1, 2000)).toBeNull();
      expect(await second.spend!('chars', '203.0.113.9', 0, 86_400_000, -500, 2000)).toBe(1500);
      expect(await second.spend!('chars', '203.0.113.10', 0, 86_400_000, 2001, 2000)).toBeNull();
    } finally {
      await first.close();
      await second.close();
    }
  });
});
