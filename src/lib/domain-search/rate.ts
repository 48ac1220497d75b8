import 'server-only';
import { configuredRateLimiter, type RateLimiter } from '@/lib/http/rate-limit';
import { domainSearchConfig } from './config';

const limiter = configuredRateLimiter('domain-search', domainSearchConfig);

/** The per-client search limiter (DOMAIN_SEARCH_RATE_LIMIT per DOMAIN_SEARCH_RATE_WINDOW_MS), shared by the API and the results page. */
export function domainSearchRateLimiter(): RateLimiter {
  return limiter.get();
}

/** A bulk search costs one search per 10 names (rounded up): its registry queries are that many times a single search's. */
export function searchCost(mode: 'single' | 'bulk', names: number): number {
  return mode === 'bulk' ? Math.max(1, Math.ceil(names / 10)) : 1;
}

/** Counts `cost` searches for the client; throws the 429 `rate-limit-exceeded` (Retry-After) when over the limit. */
export async function enforceSearchLimit(client: string, cost = 1): Promise<void> {
  const rateLimiter = domainSearchRateLimiter();
  for (let i = 1; i < cost; i += 1) await rateLimiter.hit(client);
  await rateLimiter.enforce(client);
}

export function resetDomainSearchRateLimiter(): void {
  limiter.reset();
}
