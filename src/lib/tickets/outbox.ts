import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TicketType } from '@/lib/forms';
import { DeliveryError, Outbox, type OutboxOptions as GenericOutboxOptions } from '@/lib/outbox/outbox';
import { TICKET_TAGS } from './format';
import type { TicketStore, TicketWithAttachments } from './store';
import { ZendeskError, type ZendeskClient } from './zendesk';

/**
 * The ticket outbox: the generic outbox's timing options (a claim protects a ticket for 30 s by
 * default; backoff from 30 s to an hour; after 25 failed attempts the ticket is parked as `failed`,
 * still stored, for `tickets retry`) and what delivering to Zendesk needs.
 */
export interface OutboxOptions extends Omit<GenericOutboxOptions<TicketWithAttachments>, 'name' | 'queue' | 'deliver'> {
  store: TicketStore;
  client: ZendeskClient;
  /** DATA_DIR/tickets/files */
  filesDir: string;
  /** DATA_DIR/tickets/incoming: where a committed ticket's files wait until they are moved to files/. */
  incomingDir?: string;
  /** Zendesk upload tokens live 60 minutes; reuse a persisted one only while younger than this. */
  uploadTokenTtlMs?: number;
}

export interface OutboxRunReport {
  delivered: string[];
  retried: string[];
  failed: string[];
}

/** The default claim on a ticket: short, renewed every 10 s while a delivery runs. */
export const TICKET_LEASE_MS = 30_000;

/**
 * Delivers locally committed tickets to Zendesk on the generic leased outbox (src/lib/outbox: claim
 * with a short lease renewed while working, backoff, Retry-After pause, release on stop — the same
 * rules as mail). What is the desk's own is one delivery:
 * 1. look the ticket up by external_id (idempotency key) — found means an earlier attempt created it
 *    and only the answer was lost: done, create nothing;
 * 2. upload every attachment that has no live token, persisting each token as soon as it arrives;
 * 3. create the ticket with subject, body, upload tokens, requester, tags and external_id.
 * A 429/503 Retry-After is honoured exactly (and pauses the whole worker); a 422 drops the persisted
 * upload tokens (they may have expired). A worker killed mid-delivery loses its claim within the
 * lease (30 s by default) and another process takes the ticket over.
 */
export class ZendeskOutbox {
  private readonly outbox: Outbox<TicketWithAttachments>;
  private readonly now: () => number;
  private readonly uploadTokenTtlMs: number;

  constructor(private readonly options: OutboxOptions) {
    this.now = options.now ?? Date.now;
    this.uploadTokenTtlMs = options.uploadTokenTtlMs ?? 45 * 60_000;
    this.outbox = new Outbox<TicketWithAttachments>({
      name: 'tickets',
      queue: options.store,
      deliver: (ticket, signal) => this.deliver(ticket, signal),
      now: this.now,
      leaseMs: options.leaseMs ?? TICKET_LEASE_MS,
      renewEveryMs: options.renewEveryMs,
      baseDelayMs: options.baseDelayMs ?? 30_000,
      maxDelayMs: options.maxDelayMs ?? 60 * 60_000,
      maxAttempts: options.maxAttempts ?? 25,
      log: options.log,
    });
  }

  /** Backoff after the n-th failed attempt (n >= 1). */
  backoffMs(attempt: number): number {
    return this.outbox.backoffMs(attempt);
  }

  /** Until when a Retry-After keeps this worker quiet (epoch ms; 0 = not paused). */
  get pausedUntilMs(): number {
    return this.outbox.pausedUntilMs;
  }

  /** Works every due ticket once. Concurrent calls share one run. */
  async runOnce(): Promise<OutboxRunReport> {
    const report = await this.outbox.runOnce();
    return { delivered: report.done, retried: report.retried, failed: report.failed };
  }

  /** A file of a committed ticket: in files/<id>, or still in incoming/ when the move has not happened yet. */
  private async readAttachment(ticket: TicketWithAttachments, storedName: string): Promise<Buffer> {
    try {
      return await readFile(path.join(this.options.filesDir, ticket.id, storedName));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !ticket.upload_folder || !this.options.incomingDir) throw error;
      return readFile(path.join(this.options.incomingDir, ticket.upload_folder, storedName));
    }
  }

  private async deliver(ticket: TicketWithAttachments, signal: AbortSignal): Promise<string> {
    const { store, client } = this.options;
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
          const content = await this.readAttachment(ticket, attachment.stored_name);
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
      return String(zendeskId);
    } catch (error) {
      if (!(error instanceof ZendeskError)) throw error;
      // An expired/unknown upload token makes Zendesk refuse the ticket: upload again next time.
      if (error.status === 422) await store.clearUploadTokens(ticket.id);
      throw new DeliveryError(error.message, { retryAfterMs: error.retryAfterMs, pauseAll: error.retryAfterMs !== null, cause: error });
    }
  }

  /** Runs now (after a new ticket) without waiting for the timer. Errors are logged, never thrown. */
  kick(): void {
    this.outbox.kick();
  }

  start(intervalMs: number): void {
    this.outbox.start(intervalMs);
  }

  /**
   * Stops the timer, abandons in-flight calls and gives this worker's leased tickets back to the
   * queue at once, so another process delivers them without waiting out the lease (shutdown).
   */
  stop(): Promise<void> {
    return this.outbox.stop();
  }
}
