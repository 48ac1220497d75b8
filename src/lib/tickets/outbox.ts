import 'server-only';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TicketType } from '@/lib/forms';
import { TICKET_TAGS } from './format';
import type { TicketStore } from './store';
import { ZendeskError, type ZendeskClient } from './zendesk';

export interface OutboxOptions {
  store: TicketStore;
  client: ZendeskClient;
  /** DATA_DIR/tickets/files */
  filesDir: string;
  now?: () => number;
  /** How long a claim protects a ticket from other workers (a crashed worker's claim expires). */
  leaseMs?: number;
  /** Backoff: base * 2^(attempt-1), capped. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failed attempts the ticket is parked as `failed` (still stored; `tickets retry`). */
  maxAttempts?: number;
  /** Zendesk upload tokens live 60 minutes; reuse a persisted one only while younger than this. */
  uploadTokenTtlMs?: number;
  log?: (message: string) => void;
}

export interface OutboxRunReport {
  delivered: string[];
  retried: string[];
  failed: string[];
}

/**
 * Delivers locally committed tickets to Zendesk, one at a time:
 * 1. claim the row (lease) so two workers never work the same ticket;
 * 2. look the ticket up by external_id (idempotency key) — found means an earlier attempt created it
 *    and only the answer was lost: mark delivered, create nothing;
 * 3. upload every attachment that has no live token, persisting each token as soon as it arrives;
 * 4. create the ticket with subject, body, upload tokens, requester, tags and external_id.
 * A failure puts the ticket back with exponential backoff; a 429/503 Retry-After is honoured (and
 * pauses the whole worker until then). A restart (a new worker on the same DB) resumes from the rows.
 */
export class ZendeskOutbox {
  private readonly owner = randomUUID();
  private readonly now: () => number;
  private readonly leaseMs: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly maxAttempts: number;
  private readonly uploadTokenTtlMs: number;
  private readonly log: (message: string) => void;
  private pausedUntil = 0;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<OutboxRunReport> | null = null;
  private readonly abort = new AbortController();

  constructor(private readonly options: OutboxOptions) {
    this.now = options.now ?? Date.now;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.baseDelayMs = options.baseDelayMs ?? 30_000;
    this.maxDelayMs = options.maxDelayMs ?? 60 * 60_000;
    this.maxAttempts = options.maxAttempts ?? 25;
    this.uploadTokenTtlMs = options.uploadTokenTtlMs ?? 45 * 60_000;
    this.log = options.log ?? ((message) => console.warn(`[tickets/outbox] ${message}`));
  }

  /** Backoff after the n-th failed attempt (n >= 1). */
  backoffMs(attempt: number): number {
    return Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  }

  /** Until when a Retry-After keeps this worker quiet (epoch ms; 0 = not paused). */
  get pausedUntilMs(): number {
    return this.pausedUntil;
  }

  /** Works every due ticket once. Concurrent calls share one run. */
  runOnce(): Promise<OutboxRunReport> {
    if (!this.running) {
      this.running = this.run().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  private async run(): Promise<OutboxRunReport> {
    const report: OutboxRunReport = { delivered: [], retried: [], failed: [] };
    const { store } = this.options;
    const seen = new Set<string>();
    for (;;) {
      if (this.abort.signal.aborted || this.now() < this.pausedUntil) return report;
      const ids = (await store.dueIds(this.now())).filter((id) => !seen.has(id));
      if (ids.length === 0) return report;
      for (const id of ids) {
        seen.add(id);
        if (this.abort.signal.aborted || this.now() < this.pausedUntil) return report;
        if (!(await store.claim(id, this.owner, this.now(), this.now() + this.leaseMs))) continue;
        const outcome = await this.deliver(id);
        report[outcome].push(id);
      }
    }
  }

  private async deliver(id: string): Promise<'delivered' | 'retried' | 'failed'> {
    const { store, client } = this.options;
    const ticket = await store.get(id);
    if (!ticket) return 'failed';
    const signal = this.abort.signal;
    try {
      let zendeskId = await client.findByExternalId(ticket.external_id, signal);
      if (zendeskId === null) {
        const tokens: string[] = [];
        for (const attachment of ticket.attachments) {
          const fresh = attachment.upload_token && attachment.uploaded_at !== null && this.now() - attachment.uploaded_at < this.uploadTokenTtlMs;
          if (fresh && attachment.upload_token) {
            tokens.push(attachment.upload_token);
            continue;
          }
          const content = await readFile(path.join(this.options.filesDir, ticket.id, attachment.stored_name));
          const token = await client.upload(attachment.name, content, attachment.mime, signal);
          await store.saveUploadToken(attachment.id, token, this.now());
          tokens.push(token);
        }
        zendeskId = await client.createTicket(
          {
            subject: ticket.subject,
            body: ticket.body,
            uploads: tokens,
            requester: { name: ticket.requester_name, email: ticket.requester_email },
            tags: TICKET_TAGS[ticket.ticket_type as TicketType] ?? ['website_form'],
            externalId: ticket.external_id,
          },
          signal,
        );
      }
      await store.markDelivered(ticket.id, this.owner, zendeskId, new Date(this.now()));
      return 'delivered';
    } catch (error) {
      const attempts = ticket.attempts + 1;
      const retryAfter = error instanceof ZendeskError ? error.retryAfterMs : null;
      const delay = retryAfter ?? this.backoffMs(attempts);
      if (retryAfter !== null) this.pausedUntil = this.now() + retryAfter;
      // An expired/unknown upload token makes Zendesk refuse the ticket: upload again next time.
      if (error instanceof ZendeskError && error.status === 422) await store.clearUploadTokens(ticket.id);
      const giveUp = attempts >= this.maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      await store.markAttemptFailed(ticket.id, this.owner, { attempts, nextAttemptAt: this.now() + delay, error: message, give_up: giveUp });
      this.log(`${ticket.id}: attempt ${attempts} failed (${message})${giveUp ? '; parked as failed' : `; next try in ${Math.round(delay / 1000)} s`}`);
      return giveUp ? 'failed' : 'retried';
    }
  }

  /** Runs now (after a new ticket) without waiting for the timer. Errors are logged, never thrown. */
  kick(): void {
    this.runOnce().catch((error: unknown) => this.log(`run failed: ${String(error)}`));
  }

  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  /**
   * Stops the timer, abandons in-flight calls and gives this worker's leased tickets back to the
   * queue at once, so another process delivers them without waiting out the lease (shutdown).
   */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.abort.abort();
    await this.running?.catch(() => undefined);
    await this.options.store.releaseLeases(this.owner).catch(() => undefined);
  }
}
