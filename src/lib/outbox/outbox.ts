import { randomUUID } from 'node:crypto';

/**
 * A durable outbox worker, generic over what it delivers (mail, and Zendesk tickets: see
 * src/lib/tickets/outbox.ts). The guarantees, in the order a job lives them:
 * - committed before success: the caller writes the job row (status pending) in its own
 *   transaction and only then answers the visitor; this worker only ever reads rows;
 * - one sender: a job is claimed with a lease (an atomic conditional UPDATE), so two processes on
 *   the same database never both work it;
 * - a short lease, renewed while working: the lease is `leaseMs` (default 60 s) and is extended
 *   every `renewEveryMs` while the delivery runs, so a slow delivery keeps it and a crashed worker
 *   loses it within a minute (another process then takes the job over);
 * - a lost lease stops the delivery (its AbortSignal fires) and nothing is recorded by this worker;
 * - retried with exponential backoff (base * 2^(attempt-1), capped); a `retryAfterMs` from the
 *   delivery (HTTP Retry-After, an SMTP 421) is honoured, and a failure that concerns the whole
 *   service (`pauseAll`: server down, too busy) pauses the worker until then;
 * - a permanent refusal, or too many attempts, parks the job as failed: still stored, listed, and
 *   put back by an operator;
 * - survives restarts: everything is in the rows; a stopping worker gives its leases back at once.
 */
export interface OutboxJob {
  id: string;
  attempts: number;
}

export interface AttemptFailure {
  attempts: number;
  nextAttemptAt: number;
  error: string;
  giveUp: boolean;
}

/** The table side of an outbox (SqlOutboxQueue implements it over Kysely). */
export interface OutboxQueue<Job extends OutboxJob> {
  /** Jobs that may be taken now: pending and due, or working with an expired lease. */
  dueIds(now: number, limit?: number): Promise<string[]>;
  /** Atomically takes a due job for `owner` until `leaseUntil`; false when someone else has it. */
  claim(id: string, owner: string, now: number, leaseUntil: number): Promise<boolean>;
  /** Extends `owner`'s lease; false when the lease is no longer theirs. */
  renewLease(id: string, owner: string, leaseUntil: number): Promise<boolean>;
  get(id: string): Promise<Job | null>;
  /** Marks the job done (only while `owner` holds it), with what the delivery answered. */
  markDone(id: string, owner: string, at: number, result: string | null): Promise<boolean>;
  markAttemptFailed(id: string, owner: string, failure: AttemptFailure): Promise<void>;
  /** A stopping worker gives its jobs back: pending again, due now, attempts unchanged. */
  releaseLeases(owner: string): Promise<number>;
}

/** What a delivery throws to say how its failure should be treated. */
export class DeliveryError extends Error {
  readonly retryAfterMs: number | null;
  readonly permanent: boolean;
  readonly pauseAll: boolean;

  constructor(message: string, options: { retryAfterMs?: number | null; permanent?: boolean; pauseAll?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'DeliveryError';
    this.retryAfterMs = options.retryAfterMs ?? null;
    this.permanent = options.permanent ?? false;
    this.pauseAll = options.pauseAll ?? false;
  }
}

export class LeaseLostError extends Error {
  constructor(id: string) {
    super(`lease on ${id} was lost`);
    this.name = 'LeaseLostError';
  }
}

export interface OutboxOptions<Job extends OutboxJob> {
  /** For log lines: '[<name>/outbox] …'. */
  name: string;
  queue: OutboxQueue<Job>;
  /** Delivers one job; resolves with what to record (e.g. the server's answer), throws to retry. */
  deliver: (job: Job, signal: AbortSignal) => Promise<string | null>;
  now?: () => number;
  /** How long a claim protects a job (default 60 s); renewed while the delivery runs. */
  leaseMs?: number;
  /** How often the lease is renewed while delivering (default a third of the lease). */
  renewEveryMs?: number;
  /** Backoff: base * 2^(attempt-1), capped. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failed attempts the job is parked as failed. */
  maxAttempts?: number;
  log?: (message: string) => void;
}

export interface OutboxRunReport {
  done: string[];
  retried: string[];
  failed: string[];
  /** Claimed by this worker but the lease went to someone else mid-delivery. */
  lost: string[];
}

export class Outbox<Job extends OutboxJob> {
  readonly owner = randomUUID();
  private readonly now: () => number;
  private readonly leaseMs: number;
  private readonly renewEveryMs: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly maxAttempts: number;
  private readonly log: (message: string) => void;
  private pausedUntil = 0;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<OutboxRunReport> | null = null;
  private readonly abort = new AbortController();

  constructor(private readonly options: OutboxOptions<Job>) {
    this.now = options.now ?? Date.now;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.renewEveryMs = options.renewEveryMs ?? Math.max(10, Math.floor(this.leaseMs / 3));
    this.baseDelayMs = options.baseDelayMs ?? 30_000;
    this.maxDelayMs = options.maxDelayMs ?? 60 * 60_000;
    this.maxAttempts = options.maxAttempts ?? 20;
    this.log = options.log ?? ((message) => console.warn(`[${options.name}/outbox] ${message}`));
  }

  /** Backoff after the n-th failed attempt (n >= 1). */
  backoffMs(attempt: number): number {
    return Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  }

  /** Until when a service-wide failure keeps this worker quiet (epoch ms; 0 = not paused). */
  get pausedUntilMs(): number {
    return this.pausedUntil;
  }

  /** Works every due job once. Concurrent calls share one run. */
  runOnce(): Promise<OutboxRunReport> {
    if (!this.running) {
      this.running = this.run().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  private async run(): Promise<OutboxRunReport> {
    const report: OutboxRunReport = { done: [], retried: [], failed: [], lost: [] };
    const { queue } = this.options;
    const seen = new Set<string>();
    const stopped = () => this.abort.signal.aborted || this.now() < this.pausedUntil;
    for (;;) {
      if (stopped()) return report;
      const ids = (await queue.dueIds(this.now())).filter((id) => !seen.has(id));
      if (ids.length === 0) return report;
      for (const id of ids) {
        seen.add(id);
        if (stopped()) return report;
        if (!(await queue.claim(id, this.owner, this.now(), this.now() + this.leaseMs))) continue;
        const outcome = await this.work(id);
        report[outcome].push(id);
      }
    }
  }

  private async work(id: string): Promise<'done' | 'retried' | 'failed' | 'lost'> {
    const { queue } = this.options;
    const job = await queue.get(id);
    if (!job) return 'failed';
    const jobAbort = new AbortController();
    const onStop = () => jobAbort.abort(this.abort.signal.reason);
    this.abort.signal.addEventListener('abort', onStop, { once: true });
    let lost = false;
    // Renew the short lease while the delivery runs; a renewal that fails means another worker has it.
    const renewal = setInterval(() => {
      queue
        .renewLease(id, this.owner, this.now() + this.leaseMs)
        .then((kept) => {
          if (!kept && !lost) {
            lost = true;
            jobAbort.abort(new LeaseLostError(id));
          }
        })
        .catch((error: unknown) => this.log(`${id}: renewing the lease failed (${String(error)})`));
    }, this.renewEveryMs);
    renewal.unref?.();
    try {
      const result = await this.options.deliver(job, jobAbort.signal);
      if (lost) return 'lost';
      if (!(await queue.markDone(id, this.owner, this.now(), result))) {
        this.log(`${id}: delivered, but the lease had passed to another worker before it was recorded`);
        return 'lost';
      }
      return 'done';
    } catch (error) {
      if (lost) {
        this.log(`${id}: lease lost while delivering; left to the worker that holds it`);
        return 'lost';
      }
      // Stopping (shutdown) is not the job's failure: stop() gives the lease back, attempts unchanged.
      if (this.abort.signal.aborted) return 'lost';
      const attempts = job.attempts + 1;
      const delivery = error instanceof DeliveryError ? error : null;
      const delay = delivery?.retryAfterMs ?? this.backoffMs(attempts);
      if (delivery?.pauseAll || delivery?.retryAfterMs != null) this.pausedUntil = Math.max(this.pausedUntil, this.now() + delay);
      const giveUp = Boolean(delivery?.permanent) || attempts >= this.maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      await queue.markAttemptFailed(id, this.owner, { attempts, nextAttemptAt: this.now() + delay, error: message, giveUp });
      this.log(`${id}: attempt ${attempts} failed (${message})${giveUp ? '; parked as failed' : `; next try in ${Math.round(delay / 1000)} s`}`);
      return giveUp ? 'failed' : 'retried';
    } finally {
      clearInterval(renewal);
      this.abort.signal.removeEventListener('abort', onStop);
    }
  }

  /** Runs now (after a new job) without waiting for the timer. Errors are logged, never thrown. */
  kick(): void {
    this.runOnce().catch((error: unknown) => this.log(`run failed: ${String(error)}`));
  }

  start(intervalMs: number): void {
    if (this.timer || this.abort.signal.aborted) return;
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  /**
   * Stops the timer, abandons in-flight deliveries and gives this worker's leased jobs back to the
   * queue at once, so another process takes them without waiting out the lease (shutdown).
   */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.abort.abort();
    await this.running?.catch(() => undefined);
    await this.options.queue.releaseLeases(this.owner).catch(() => undefined);
  }
}
