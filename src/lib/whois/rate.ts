import 'server-only';
import { configuredRateLimiter, type RateLimiter } from '@/lib/http/rate-limit';
import { whoisConfig } from './config';

const limiter = configuredRateLimiter('whois', whoisConfig);

/** The whois per-IP limiter (WHOIS_RATE_LIMIT requests per WHOIS_RATE_WINDOW_MS), rebuilt when those change. */
export function whoisRateLimiter(): RateLimiter {
  return limiter.get();
}

export function resetWhoisRateLimiter(): void {
  limiter.reset();
}
