import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailConfig, type MailConfig } from './config';
import { createMailOutbox } from './service';
import { MailStore, type NewMail } from './store';
import { headerValue, startSmtpSink, type SmtpSink } from './testing/smtp-sink';
import { smtpSender } from './transport';

/**
 * The mail outbox against a real SMTP server on loopback (smtp-server): what arrives, an outage
 * followed by recovery, the SMTP reply codes, two workers on one database, the lease renewed while
 * a slow server answers, and a restart.
 */
let sink: SmtpSink;
let directory: string;
let store: MailStore;
let clock: number;
const now = () => clock;
const logs: string[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});
beforeEach(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'mail-'));
  store = await MailStore.open(directory);
  // A test that failed mid-outage must not leave the server down for the next one.
  await sink.start();
  sink.messages.length = 0;
  sink.refuse.clear();
  sink.dataDelayMs = 0;
  clock = Date.UTC(2026, 10, 24, 12, 0, 0);
  logs.length = 0;
});
afterEach(async () => {
  await store.close();
  rmSync(directory, { recursive: true, force: true });
});

function config(overrides: Record<string, string> = {}): MailConfig {
  return mailConfig({
    SMTP_URL: sink.url,
    MAIL_FROM: 'Registrar <no-reply@registrar.test>',
    DATA_DIR: directory,
    SMTP_TIMEOUT_MS: '3000',
    MAIL_OUTBOX_BASE_DELAY_MS: '30000',
    ...overrides,
  });
}

function mail(to: string, subject = 'Hello'): NewMail {
  return {
    kind: 'test',
    to,
    subject,
    text: `Plain text for ${to}\nhttps://site.test/newsletter/unsubscribe?token=abc`,
    html: `<!doctype html><html><body><p>HTML for ${to}</p><a href="https://site.test/newsletter/confirm?token=x.c.y.z">Confirm</a></body></html>`,
    headers: { 'List-Unsubscribe': '<https://site.test/api/newsletter/unsubscribe?token=abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    locale: 'en',
  };
}

function worker(cfg: MailConfig = config(), target: MailStore = store) {
  return createMailOutbox(target, cfg, smtpSender(cfg), { now, log: (line) => logs.push(line) });
}

describe('mail outbox over SMTP (smtp-server on loopback)', () => {
  it('delivers a committed message: envelope, headers, text and HTML parts, Message-ID from the outbox id', async () => {
    const id = await store.insert(mail('Visitor@Example.com', 'Your security report for example.com'), new Date(clock));
    const report = await worker().runOnce();
    expect(report.done).toEqual([id]);
    const [received] = await sink.waitFor(1);
    expect(received!.envelope).toEqual({ from: 'no-reply@registrar.test', to: ['visitor@example.com'] });
    expect(received!.parsed.subject).toBe('Your security report for example.com');
    expect(received!.parsed.from?.value).toEqual([{ name: 'Registrar', address: 'no-reply@registrar.test' }]);
    expect(received!.parsed.messageId).toBe(`<${id}@registrar.test>`);
    expect(headerValue(received!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerValue(received!, 'List-Unsubscribe')).toBe('<https://site.test/api/newsletter/unsubscribe?token=abc>');
    expect(received!.parsed.text).toContain('Plain text for Visitor@Example.com');
    expect(received!.parsed.html).toContain('href="https://site.test/newsletter/confirm?token=x.c.y.z"');
    const row = await store.get(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 0, lease_owner: null, last_error: null });
    expect(row?.result).toMatch(/^250 OK: queued as 1/);
    expect(row?.done_at).toBe(new Date(clock).toISOString());
  });

  it('an SMTP outage: the message stays committed, is retried with backoff, and goes out once the server is back', async () => {
    await sink.stop();
    const first = await store.insert(mail('a@example.com'), new Date(clock));
    const second = await store.insert(mail('b@example.com'), new Date(clock + 1));
    const outbox = worker();
    const down = await outbox.runOnce();
    // The server is unreachable: one attempt, then the whole worker waits (the second message is not tried).
    expect(down.retried).toEqual([first]);
    expect(await store.get(first)).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: clock + 30_000 });
    expect((await store.get(first))?.last_error).toMatch(/SMTP server unavailable: (ECONNECTION|ESOCKET)/);
    expect(await store.get(second)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(outbox.pausedUntilMs).toBe(clock + 30_000);

    // Still down after the first backoff: the next wait doubles.
    clock += 30_000;
    expect((await outbox.runOnce()).retried).toEqual([second]);
    clock += 60_000;
    expect((await outbox.runOnce()).retried).toEqual([first]);
    expect(await store.get(first)).toMatchObject({ attempts: 2, next_attempt_at: clock + 60_000 });

    // Recovery: the same port answers again.
    await sink.start();
    clock += 59_000;
    expect((await outbox.runOnce()).done).toEqual([]);
    clock += 1_000;
    const back = await outbox.runOnce();
    expect(back.done.sort()).toEqual([first, second].sort());
    expect(sink.messages.map((message) => message.envelope.to[0]).sort()).toEqual(['a@example.com', 'b@example.com']);
    expect(await store.queue.countByStatus()).toEqual({ sent: 2 });
    expect(logs.some((line) => line.includes('next try in 30 s'))).toBe(true);
  });

  it('421 pauses the worker, 451 retries only that message, 550 parks it as failed (kept, retried by an operator)', async () => {
    sink.refuse.set('busy@example.com', 421);
    sink.refuse.set('later@example.com', 451);
    sink.refuse.set('nobody@example.com', 550);
    const later = await store.insert(mail('later@example.com'), new Date(clock));
    const nobody = await store.insert(mail('nobody@example.com'), new Date(clock + 1));
    const fine = await store.insert(mail('fine@example.com'), new Date(clock + 2));
    const outbox = worker();
    const run = await outbox.runOnce();
    expect(run).toMatchObject({ retried: [later], failed: [nobody], done: [fine] });
    expect(outbox.pausedUntilMs).toBe(0);
    expect(await store.get(later)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await store.get(later))?.last_error).toContain('451');
    expect(await store.get(nobody)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await store.get(nobody))?.last_error).toContain('550');

    const busy = await store.insert(mail('busy@example.com'), new Date(clock + 3));
    const behind = await store.insert(mail('behind@example.com'), new Date(clock + 4));
    const second = await outbox.runOnce();
    expect(second.retried).toEqual([busy]);
    expect(outbox.pausedUntilMs).toBe(clock + 30_000);
    expect(await store.get(behind)).toMatchObject({ status: 'pending', attempts: 0 });

    // The operator puts the failed one back once the address is fixed on the server.
    sink.refuse.delete('nobody@example.com');
    expect(await store.queue.requeue(nobody)).toBe(true);
    clock += 30_000;
    sink.refuse.clear();
    const third = await outbox.runOnce();
    expect(third.done.sort()).toEqual([later, nobody, busy, behind].sort());
  });

  it('two workers on one database never both send a message', async () => {
    const other = await MailStore.open(directory);
    try {
      const ids: string[] = [];
      for (let index = 0; index < 8; index++) ids.push(await store.insert(mail(`user${index}@example.com`), new Date(clock + index)));
      sink.dataDelayMs = 20;
      const [a, b] = await Promise.all([worker(config(), store).runOnce(), worker(config(), other).runOnce()]);
      expect([...a.done, ...b.done].sort()).toEqual(ids.sort());
      await sink.waitFor(8);
      expect(sink.messages).toHaveLength(8);
      expect(new Set(sink.messages.map((message) => message.envelope.to[0])).size).toBe(8);
    } finally {
      await other.close();
    }
  });

  it('keeps its short lease while a slow server answers, so no other worker takes the message over', async () => {
    const cfg = config({ MAIL_OUTBOX_LEASE_MS: '300' });
    const id = await store.insert(mail('slow@example.com'), new Date(clock));
    sink.dataDelayMs = 1200;
    // Real time for this one: the lease is renewed every 100 ms while the server takes 1.2 s.
    const slow = createMailOutbox(store, cfg, smtpSender(cfg), { log: (line) => logs.push(line) });
    const sending = slow.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 700));
    const row = await store.get(id);
    expect(row?.status).toBe('sending');
    expect(row!.lease_until!).toBeGreaterThan(Date.now());
    // Another worker finds nothing due and cannot claim it.
    const rival = createMailOutbox(store, cfg, smtpSender(cfg));
    expect(await rival.runOnce()).toMatchObject({ done: [], retried: [], failed: [] });
    expect(await store.queue.claim(id, 'rival', Date.now(), Date.now() + 300)).toBe(false);
    expect((await sending).done).toEqual([id]);
    expect(sink.messages).toHaveLength(1);
  });

  it("takes over a crashed worker's message once its lease has run out, and survives a restart", async () => {
    const id = await store.insert(mail('orphan@example.com'), new Date(clock));
    // A worker claimed it and died (its lease runs out 60 s later).
    expect(await store.queue.claim(id, 'crashed-worker', clock, clock + 60_000)).toBe(true);
    await store.close();
    // Restart: a new process opens the same database.
    store = await MailStore.open(directory);
    const outbox = worker();
    expect((await outbox.runOnce()).done).toEqual([]);
    clock += 60_001;
    expect((await outbox.runOnce()).done).toEqual([id]);
    expect(sink.messages.map((message) => message.envelope.to[0])).toEqual(['orphan@example.com']);
  });

  it('a stopping worker gives its message back at once, attempts unchanged', async () => {
    const id = await store.insert(mail('stop@example.com'), new Date(clock));
    sink.dataDelayMs = 2000;
    const outbox = worker();
    void outbox.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await store.get(id))?.status).toBe('sending');
    await outbox.stop();
    expect(await store.get(id)).toMatchObject({ status: 'pending', attempts: 0, lease_owner: null, next_attempt_at: 0 });
  });
});
