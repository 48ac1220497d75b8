import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedSubmission } from './multipart';
import { parseSubmission } from './multipart';
import { TICKET_LEASE_MS, ZendeskOutbox } from './outbox';
import { closeTicketStores, commitTicket, filesDir, incomingDir, ticketStore } from './service';
import type { TicketStore } from './store';
import { FakeZendesk } from './testing/fake-zendesk';
import { ownerForm } from './testing/forms';
import { pdfBytes, pngBytes } from './testing/samples';
import { ZendeskClient, parseRetryAfter } from './zendesk';
import { ticketConfig } from './config';
import { stopTicketDesk, zendeskOutbox } from './desk';
import { POST } from '@/app/api/zendesk/create-zendesk-ticket/route';
import { socketHeaders } from '@/lib/http/testing';

let dataDir: string;
let zendesk: FakeZendesk;
let baseUrl: string;
let store: TicketStore;
let clock: number;
const workers: ZendeskOutbox[] = [];

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tickets-outbox-'));
  process.env.DATA_DIR = dataDir;
  process.env.TICKET_DESK = 'zendesk';
  zendesk = new FakeZendesk();
  baseUrl = await zendesk.start();
  process.env.ZENDESK_BASE_URL = baseUrl;
  process.env.ZENDESK_EMAIL = 'agent@example.com';
  process.env.ZENDESK_API_TOKEN = 'secret-token';
  store = await ticketStore(ticketConfig().directory);
  clock = Date.UTC(2026, 0, 1);
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await zendesk.close();
  await closeTicketStores();
  rmSync(dataDir, { recursive: true, force: true });
  for (const key of ['DATA_DIR', 'TICKET_DESK', 'ZENDESK_BASE_URL', 'ZENDESK_EMAIL', 'ZENDESK_API_TOKEN']) delete process.env[key];
});

function worker(options: { timeoutMs?: number; maxAttempts?: number; leaseMs?: number; renewEveryMs?: number; realClock?: boolean } = {}): ZendeskOutbox {
  const config = ticketConfig();
  const client = new ZendeskClient({ baseUrl, email: 'agent@example.com', apiToken: 'secret-token', timeoutMs: options.timeoutMs ?? 5000 });
  const outbox = new ZendeskOutbox({
    store,
    client,
    filesDir: filesDir(config.directory),
    now: options.realClock ? Date.now : () => clock,
    leaseMs: options.leaseMs ?? 60_000,
    renewEveryMs: options.renewEveryMs,
    baseDelayMs: 1000,
    maxDelayMs: 60_000,
    maxAttempts: options.maxAttempts ?? 25,
    log: () => undefined,
  });
  workers.push(outbox);
  return outbox;
}

/** A domain owner request with two attachments, committed the way the route does it. */
async function submitTicket(): Promise<string> {
  const form = ownerForm({ do_domainName: 'example.com', do_iAmOwner: 'on' });
  form.append('do_idCardAttach-1', new Blob([pngBytes() as BlobPart]), 'id.png');
  form.append('do_invoiceAttach-1', new Blob([pdfBytes() as BlobPart]), 'invoice.pdf');
  const config = ticketConfig();
  const request = new Request('http://localhost/api', { method: 'POST', body: form });
  const submission: ParsedSubmission = await parseSubmission(request, incomingDir(config.directory));
  const reference = await commitTicket(submission, { config, now: new Date(clock) });
  return reference.ticketId;
}

describe('Zendesk outbox', () => {
  it('the ticket is committed as pending before any delivery; then uploads -> tokens -> ticket', async () => {
    const id = await submitTicket();
    expect((await store.get(id))?.status).toBe('pending');
    expect(zendesk.calls).toEqual([]);

    const report = await worker().runOnce();
    expect(report.delivered).toEqual([id]);
    expect(zendesk.uploads.map((upload) => [upload.filename, upload.bytes, upload.contentType])).toEqual([
      ['id.png', pngBytes().length, 'image/png'],
      ['invoice.pdf', pdfBytes().length, 'application/pdf'],
    ]);
    expect(zendesk.tickets).toHaveLength(1);
    const [ticket] = zendesk.tickets;
    expect(ticket).toMatchObject({
      subject: 'Domain owner verification: example.com',
      requester: { name: 'Jo Owner', email: 'owner@example.com' },
      tags: ['website_form', 'domain_owner'],
      external_id: `website-${id}`,
      comment: { uploads: ['tok-1', 'tok-2'] },
    });
    expect(ticket?.comment.body).toContain('Question:');
    expect(ticket?.comment.body).toContain('Please verify that I am the owner');
    const row = await store.get(id);
    expect(row?.status).toBe('delivered');
    expect(row?.zendesk_ticket_id).toBe(ticket?.id);
  });

  it('Zendesk down: the ticket stays, is retried with exponential backoff, then delivered once', async () => {
    const id = await submitTicket();
    zendesk.failures = { find: 3 };
    const outbox = worker();

    expect((await outbox.runOnce()).retried).toEqual([id]);
    let row = await store.get(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: clock + 1000 });
    expect(row?.last_error).toContain('HTTP 500');

    // Not due yet: nothing happens.
    expect(await outbox.runOnce()).toEqual({ delivered: [], retried: [], failed: [] });

    clock += 1000;
    await outbox.runOnce();
    row = await store.get(id);
    expect(row).toMatchObject({ attempts: 2, next_attempt_at: clock + 2000 });

    clock += 2000;
    await outbox.runOnce();
    expect((await store.get(id))?.next_attempt_at).toBe(clock + 4000);

    clock += 4000;
    expect((await outbox.runOnce()).delivered).toEqual([id]);
    expect(zendesk.tickets).toHaveLength(1);
  });

  it('parks the ticket as failed after the last attempt; it is still stored and can be requeued', async () => {
    const id = await submitTicket();
    zendesk.failures = { find: 100 };
    const outbox = worker({ maxAttempts: 2 });
    await outbox.runOnce();
    clock += 1000;
    expect((await outbox.runOnce()).failed).toEqual([id]);
    expect((await store.get(id))?.status).toBe('failed');
    clock += 1_000_000;
    expect(await outbox.runOnce()).toEqual({ delivered: [], retried: [], failed: [] });
    zendesk.failures = {};
    expect(await store.requeue(id)).toBe(true);
    expect((await outbox.runOnce()).delivered).toEqual([id]);
  });

  it('429 with Retry-After: waits exactly as told (whole worker paused), keeps the persisted upload token', async () => {
    const id = await submitTicket();
    zendesk.throttle = { create: 120 };
    const outbox = worker();
    expect((await outbox.runOnce()).retried).toEqual([id]);
    const row = await store.get(id);
    expect(row?.next_attempt_at).toBe(clock + 120_000);
    expect(outbox.pausedUntilMs).toBe(clock + 120_000);
    expect(row?.attachments.map((attachment) => attachment.upload_token)).toEqual(['tok-1', 'tok-2']);

    clock += 119_000;
    expect(await outbox.runOnce()).toEqual({ delivered: [], retried: [], failed: [] });
    clock += 1000;
    expect((await outbox.runOnce()).delivered).toEqual([id]);
    expect(zendesk.uploads).toHaveLength(2);
    expect(zendesk.tickets[0]?.comment.uploads).toEqual(['tok-1', 'tok-2']);
  });

  it('re-uploads when a persisted token is older than the token lifetime', async () => {
    const id = await submitTicket();
    zendesk.failures = { create: 1 };
    const outbox = worker();
    await outbox.runOnce();
    clock += 2 * 60 * 60_000;
    expect((await outbox.runOnce()).delivered).toEqual([id]);
    expect(zendesk.uploads).toHaveLength(4);
    expect(zendesk.tickets[0]?.comment.uploads).toEqual(['tok-3', 'tok-4']);
  });

  it('restart mid-delivery: the create call stalls (ticket made, answer lost), a new worker finds it by external_id — no duplicate', async () => {
    const id = await submitTicket();
    zendesk.stall = { create: true };
    const first = worker({ timeoutMs: 60_000 });
    const abandoned = first.runOnce();
    // Wait until the stalled create reached the server, then "crash": the first worker never answers.
    await expect.poll(() => zendesk.calls.some((call) => call.route === 'create')).toBe(true);
    expect((await store.get(id))?.status).toBe('delivering');
    expect(zendesk.tickets).toHaveLength(1);

    zendesk.stall = {};
    const second = worker();
    // Within the first worker's lease nothing is taken over.
    expect(await second.runOnce()).toEqual({ delivered: [], retried: [], failed: [] });
    clock += 60_001;
    expect((await second.runOnce()).delivered).toEqual([id]);
    expect(zendesk.tickets).toHaveLength(1);
    expect(zendesk.uploads).toHaveLength(2);
    expect((await store.get(id))?.zendesk_ticket_id).toBe(zendesk.tickets[0]?.id);

    await first.stop();
    await abandoned.catch(() => undefined);
    // The abandoned worker cannot overwrite the delivered row (it lost its lease).
    expect((await store.get(id))?.status).toBe('delivered');
  });

  it('restart after the uploads: the new worker reuses the persisted tokens and creates the ticket once', async () => {
    const id = await submitTicket();
    zendesk.stall = { create: true };
    const first = worker({ timeoutMs: 60_000 });
    void first.runOnce();
    await expect.poll(() => zendesk.calls.some((call) => call.route === 'create')).toBe(true);
    // The server "lost" the stalled create (e.g. it crashed before committing).
    zendesk.tickets.length = 0;
    zendesk.stall = {};

    clock += 60_001;
    const second = worker();
    expect((await second.runOnce()).delivered).toEqual([id]);
    expect(zendesk.uploads).toHaveLength(2);
    expect(zendesk.tickets).toHaveLength(1);
    expect(zendesk.tickets[0]?.comment.uploads).toEqual(['tok-1', 'tok-2']);
  });

  it('a stalled Zendesk times out and is retried later', async () => {
    const id = await submitTicket();
    zendesk.stall = { find: true };
    const outbox = worker({ timeoutMs: 200 });
    expect((await outbox.runOnce()).retried).toEqual([id]);
    expect((await store.get(id))?.last_error).toContain('timed out');
    zendesk.stall = {};
    clock += 1000;
    expect((await outbox.runOnce()).delivered).toEqual([id]);
  });

  it('a ticket claimed by a killed worker is taken over once the short lease (30 s) has passed, not 5 minutes', async () => {
    const id = await submitTicket();
    // The killed worker's claim, as a `kill -9` mid-delivery leaves it.
    expect(await store.claim(id, 'killed-worker', clock, clock + TICKET_LEASE_MS)).toBe(true);
    const rescuer = worker({ leaseMs: TICKET_LEASE_MS });
    clock += TICKET_LEASE_MS - 1;
    expect(await rescuer.runOnce()).toEqual({ delivered: [], retried: [], failed: [] });
    clock += 2;
    expect((await rescuer.runOnce()).delivered).toEqual([id]);
    expect(zendesk.tickets).toHaveLength(1);
  });

  it('the default lease is 30 s and is renewed while a slow delivery runs, so no other worker takes the ticket', async () => {
    const id = await submitTicket();
    zendesk.stall = { create: true };
    const slow = worker({ timeoutMs: 60_000, realClock: true });
    void slow.runOnce();
    await expect.poll(() => zendesk.calls.some((call) => call.route === 'create')).toBe(true);
    const claimed = await store.get(id);
    expect((claimed?.lease_until ?? 0) - Date.now()).toBeGreaterThan(TICKET_LEASE_MS - 5_000);
    expect(TICKET_LEASE_MS).toBe(30_000);

    // A short lease renewed every 50 ms: after several lease lengths the ticket is still held.
    const busy = worker({ timeoutMs: 60_000, realClock: true, leaseMs: 150, renewEveryMs: 50 });
    await slow.stop();
    zendesk.stall = { find: true };
    void busy.runOnce();
    await expect.poll(async () => (await store.get(id))?.status, { timeout: 5000 }).toBe('delivering');
    await new Promise((resolve) => setTimeout(resolve, 600));
    const other = worker({ realClock: true });
    expect(await other.runOnce()).toEqual({ delivered: [], retried: [], failed: [] });
    expect((await store.get(id))?.lease_until ?? 0).toBeGreaterThan(Date.now());
    await busy.stop();
    // Stopping gives the ticket back at once.
    expect((await store.get(id))?.status).toBe('pending');
  });

  it('two workers on the same DB never deliver the same ticket twice', async () => {
    const ids = [await submitTicket(), await submitTicket(), await submitTicket()];
    const [a, b] = await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect([...a.delivered, ...b.delivered].sort()).toEqual([...ids].sort());
    expect(zendesk.tickets).toHaveLength(3);
    expect(new Set(zendesk.tickets.map((ticket) => ticket.external_id)).size).toBe(3);
  });

  it('wrong credentials are retried, not dropped', async () => {
    const id = await submitTicket();
    zendesk.expectedAuth = 'Basic other';
    expect((await worker().runOnce()).retried).toEqual([id]);
    expect((await store.get(id))?.last_error).toContain('HTTP 401');
  });
});

describe('route with TICKET_DESK=zendesk', () => {
  afterEach(async () => {
    await stopTicketDesk();
  });

  it('answers with a reference at once while Zendesk is down; the process outbox delivers later', async () => {
    zendesk.failures = { find: 1 };
    const form = ownerForm({ do_domainName: 'example.com', do_hostingProvider: 'Acme Hosting', do_iAmOwner: 'on' });
    form.append('do_idCardAttach-1', new Blob([pngBytes() as BlobPart]), 'id.png');
    const response = await POST(new Request('http://localhost/api/zendesk/create-zendesk-ticket', { method: 'POST', body: form, headers: { ...socketHeaders('192.0.2.50') } }));
    expect(response.status).toBe(200);
    const { message } = (await response.json()) as { message: { ticketId: string } };
    const row = await store.get(message.ticketId);
    expect(row?.desk).toBe('zendesk');
    // The process-wide worker was kicked; its first try met the outage, so the ticket waits for the retry.
    const outbox = await zendeskOutbox();
    await outbox?.runOnce();
    await expect.poll(async () => (await store.get(message.ticketId))?.attempts).toBe(1);
    expect((await store.get(message.ticketId))?.status).toBe('pending');
    expect(zendesk.tickets).toHaveLength(0);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('30')).toBe(30_000);
    expect(parseRetryAfter(new Date(1_000_000 + 5000).toUTCString(), 1_000_000)).toBe(5000);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});
