import { ApiError } from './api-error';

/**
 * Fixed-window per-key rate limiter kept in process memory (one Node server process), with a
 * bounded number of keys.
 * Each named limiter is independent, so the whois limit does not eat into the scan limit.
 */
export interface RateLimiterOptions {
  /** Requests allowed per window. */
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /** Injectable clock for tests. */
  now?: () => number;
  /** Most keys kept (memory bound); default 50,000. Keys are addresses (client-address.ts), never longer than 64 characters. */
  maxKeys?: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(private readonly options: RateLimiterOptions) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 50_000;
  }

  hit(rawKey: string): RateLimitVerdict {
    const key = rawKey.slice(0, 64);
    const now = this.now();
    const { limit, windowMs } = this.options;
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      this.windows.delete(key);
      this.windows.set(key, window);
      if (this.windows.size > this.maxKeys) this.sweep(now);
    }
    window.count += 1;
    const retryAfterSeconds = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    return { allowed: window.count <= limit, remaining: Math.max(0, limit - window.count), retryAfterSeconds };
  }

  /** Throws the spec's 429 `rate-limit-exceeded` when the key is over its limit. */
  enforce(key: string): void {
    const verdict = this.hit(key);
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

/** The rate-limit key of a request (socket address, TRUSTED_PROXIES): see client-address.ts. */
export { clientKey as clientIp } from './client-address';
