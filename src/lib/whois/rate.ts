import 'server-only';
import { RateLimiter } from '@/lib/http/rate-limit';
import { whoisConfig } from './config';

let limiter: RateLimiter | undefined;
let limiterShape = '';

/** The whois per-IP limiter (WHOIS_RATE_LIMIT requests per WHOIS_RATE_WINDOW_MS), rebuilt when those change. */
export function whoisRateLimiter(): RateLimiter {
  const { rateLimit, rateWindowMs } = whoisConfig();
  const shape = `${rateLimit}/${rateWindowMs}`;
  if (!limiter || shape !== limiterShape) {
    limiter = new RateLimiter({ name: 'whois', limit: rateLimit, windowMs: rateWindowMs });
    limiterShape = shape;
  }
  return limiter;
}

export function resetWhoisRateLimiter(): void {
  limiter = undefined;
}
