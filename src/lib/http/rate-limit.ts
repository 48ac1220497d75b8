import type { Kysely, Migration } from 'kysely';
import { ApiError } from './api-error';
import { notNullColumns } from '@/lib/db/columns';

/**
 * Fixed-window per-key rate limiter. Counters live in process memory (bounded: at most maxKeys
 * windows) for the embedded one-process set-up; with DATABASE_URL they live in PostgreSQL, so every
 * process behind the proxy counts the same requests (sharedRateLimitStore). Each named limiter is
 * independent, so the whois limit does not eat into the scan limit.
 */
export interface RateLimiterOptions {
  /** Names the limiter's counters in the shared store ('whois', 'scan', …). */
  name?: string;
  /** Requests allowed per window. */
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /** Injectable clock for tests. */
  now?: () => number;
  /** Most keys kept in memory (memory bound); default 50,000. */
  maxKeys?: number;
  /** Where counters live; default: the database when DATABASE_URL is set, else memory. */
  store?: RateLimitStore | null;
}

export interface RateLimitVerdict {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

/** Counts a hit in the window starting at windowStart; answers the window's count after it. */
export interface RateLimitStore {
  hit(limiter: string, key: string, windowStart: number, windowMs: number): Promise<number>;
  /**
   * Adds cost to the window's count if it stays within limit (a negative cost always): the count
   * after it, or null when refused (nothing added).
   */
  spend?(limiter: string, key: string, windowStart: number, windowMs: number, cost: number, limit: number): Promise<number | null>;
}

/** Keys are addresses (client-address.ts); anything longer is cut, so no key costs more than this. */
const MAX_KEY_LENGTH = 64;

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly now: () => number;
  private readonly maxKeys: number;
  private readonly name: string;

  constructor(private readonly options: RateLimiterOptions) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 50_000;
    this.name = options.name ?? 'default';
  }

  async hit(rawKey: string): Promise<RateLimitVerdict> {
    return this.add(rawKey, 1, false);
  }

  /**
   * A budget rather than a count: spends `cost` units of the key's window (characters, say) when
   * that much is left, and nothing otherwise (allowed: false). A negative cost gives units back.
   */
  async spend(rawKey: string, cost: number): Promise<RateLimitVerdict> {
    return this.add(rawKey, cost, true);
  }

  /** Adds cost to the key's window: always (a hit, counted over the limit too), or only when it fits (a budget). */
  private async add(rawKey: string, cost: number, onlyIfItFits: boolean): Promise<RateLimitVerdict> {
    const key = rawKey.slice(0, MAX_KEY_LENGTH);
    const now = this.now();
    const { limit, windowMs } = this.options;
    const store = this.options.store === undefined ? await sharedRateLimitStore() : this.options.store;
    let start: number;
    let count: number;
    let allowed: boolean;
    if (store && (!onlyIfItFits || store.spend)) {
      start = Math.floor(now / windowMs) * windowMs;
      if (onlyIfItFits) {
        const after = await store.spend!(this.name, key, start, windowMs, cost, limit);
        allowed = after !== null;
        count = after ?? limit;
      } else {
        count = await store.hit(this.name, key, start, windowMs);
        allowed = count <= limit;
      }
    } else {
      let window = this.windows.get(key);
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 };
        this.windows.delete(key);
        this.windows.set(key, window);
        if (this.windows.size > this.maxKeys) this.sweep(now);
      }
      allowed = (onlyIfItFits && cost <= 0) || window.count + cost <= limit;
      if (allowed || !onlyIfItFits) window.count = Math.max(0, window.count + cost);
      start = window.start;
      count = window.count;
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((start + windowMs - now) / 1000));
    return { allowed, remaining: Math.max(0, limit - count), retryAfterSeconds };
  }

  /** Throws the spec's 429 `rate-limit-exceeded` (with Retry-After) when the key is over its limit. */
  async enforce(key: string): Promise<void> {
    const verdict = await this.hit(key);
    if (!verdict.allowed) {
      throw new ApiError(429, 'rate-limit-exceeded', 'rate-limit-exceeded', undefined, {
        'Retry-After': String(verdict.retryAfterSeconds),
      });
    }
  }

  /** Drops expired windows; if still over the cap, the oldest windows (Map order is insertion order). */
  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.options.windowMs) this.windows.delete(key);
    }
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys * 0.9) break;
      this.windows.delete(key);
    }
  }
}

/**
 * A named limiter whose limit and window come from configuration, read at each use: it is rebuilt
 * (counters empty) when they change, so a changed setting applies at once; reset() forgets it (tests).
 */
export function configuredRateLimiter(name: string, settings: () => { rateLimit: number; rateWindowMs: number }) {
  let current: { shape: string; limiter: RateLimiter } | undefined;
  return {
    get(): RateLimiter {
      const { rateLimit, rateWindowMs } = settings();
      const shape = `${rateLimit}/${rateWindowMs}`;
      if (!current || current.shape !== shape) current = { shape, limiter: new RateLimiter({ name, limit: rateLimit, windowMs: rateWindowMs }) };
      return current.limiter;
    },
    reset(): void {
      current = undefined;
    },
  };
}

// ---------------------------------------------------------------- shared counters (PostgreSQL)

interface RateLimitDatabase {
  rate_limit_window: { limiter: string; key: string; window_start: number; count: number; expires_at: number };
}

export const rateLimitMigrations: Record<string, Migration> = {
  '0001_init': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limit_window')
        .$call(notNullColumns({
          limiter: 'varchar(40)',
          key: 'varchar(64)',
          window_start: 'bigint',
          count: 'integer',
          expires_at: 'bigint',
        }))
        .addPrimaryKeyConstraint('rate_limit_window_pk', ['limiter', 'key', 'window_start'])
        .execute();
      await db.schema.createIndex('rate_limit_window_expires').on('rate_limit_window').column('expires_at').execute();
    },
  },
};

/** Counters in the site's database: one upsert per hit; expired windows are deleted now and then. */
export class DatabaseRateLimitStore implements RateLimitStore {
  private hits = 0;
  constructor(private readonly db: Kysely<RateLimitDatabase>) {}

  async hit(limiter: string, key: string, windowStart: number, windowMs: number): Promise<number> {
    const row = await this.db
      .insertInto('rate_limit_window')
      .values({ limiter, key, window_start: windowStart, count: 1, expires_at: windowStart + windowMs })
      .onConflict((conflict) => conflict.columns(['limiter', 'key', 'window_start']).doUpdateSet((eb) => ({ count: eb('rate_limit_window.count', '+', 1) })))
      .returning('count')
      .executeTakeFirstOrThrow();
    this.hits += 1;
    if (this.hits % 500 === 0) {
      void this.db
        .deleteFrom('rate_limit_window')
        .where('expires_at', '<', Date.now())
        .execute()
        .catch(() => undefined);
    }
    return Number(row.count);
  }

  async spend(limiter: string, key: string, windowStart: number, windowMs: number, cost: number, limit: number): Promise<number | null> {
    if (cost > limit) return null;
    const row = await this.db
      .insertInto('rate_limit_window')
      .values({ limiter, key, window_start: windowStart, count: Math.max(0, cost), expires_at: windowStart + windowMs })
      .onConflict((conflict) => {
        const update = conflict.columns(['limiter', 'key', 'window_start']).doUpdateSet((eb) => ({ count: eb('rate_limit_window.count', '+', cost) }));
        return cost > 0 ? update.where((eb) => eb(eb('rate_limit_window.count', '+', cost), '<=', limit)) : update;
      })
      .returning('count')
      .executeTakeFirst();
    return row ? Number(row.count) : null;
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}

let shared: { url: string; store: Promise<DatabaseRateLimitStore> } | undefined;

/** The database-backed store when DATABASE_URL is set (several processes), else null (memory). */
export async function sharedRateLimitStore(): Promise<RateLimitStore | null> {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) return null;
  if (!shared || shared.url !== url) {
    const store = import('@/lib/db/sqlite').then(async ({ openStore }) => new DatabaseRateLimitStore(await openStore<RateLimitDatabase>({ file: 'ratelimits.sqlite', migrations: rateLimitMigrations, databaseUrl: url })));
    shared = { url, store };
    store.catch(() => {
      if (shared?.store === store) shared = undefined;
    });
  }
  return shared.store;
}

/** The rate-limit key of a request (socket address, TRUSTED_PROXIES): see client-address.ts. */
export { clientKey as clientIp } from './client-address';
