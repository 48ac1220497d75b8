import { ApiError } from './api-error';

/**
 * Fixed-window per-key rate limiter kept in process memory (one Node server process).
 * Each named limiter is independent, so the whois limit does not eat into the scan limit.
 */
export interface RateLimiterOptions {
  /** Requests allowed per window. */
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /** Injectable clock for tests. */
  now?: () => number;
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

  constructor(private readonly options: RateLimiterOptions) {
    this.now = options.now ?? Date.now;
  }

  hit(key: string): RateLimitVerdict {
    const now = this.now();
    const { limit, windowMs } = this.options;
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
      if (this.windows.size > 10_000) this.sweep(now);
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

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.options.windowMs) this.windows.delete(key);
    }
  }
}

/**
 * The client address as seen by the Next.js server. `next start` sets x-forwarded-for from the
 * socket; behind a proxy the right-most entry is the one our own proxy appended.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded) {
    const parts = forwarded.split(',').map((part) => part.trim()).filter(Boolean);
    const last = parts[parts.length - 1];
    if (last) return last;
  }
  return headers.get('x-real-ip')?.trim() || 'unknown';
}
