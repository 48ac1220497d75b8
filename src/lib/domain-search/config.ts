import 'server-only';
import { z } from 'zod';
import { parseResolver, systemResolver, type ResolverAddress } from '@/lib/scanner/config';

/**
 * Domain search settings, read at call time (tests and operators change the environment without a
 * restart). Registry access itself (RDAP bootstrap, port-43 override, WHOIS_ALLOW_PRIVATE, answer
 * cap) follows the whois settings (src/lib/whois/config.ts): one set of registry rules for the site.
 */
const positiveInt = (fallback: number, max = 10_000_000) => z.coerce.number().int().positive().max(max).default(fallback);

const envSchema = z.object({
  /** Budget of one domain's check (DNS, waiting for its registry, the registry's answer). */
  DOMAIN_SEARCH_TIMEOUT_MS: positiveInt(4000, 60_000),
  /** `off`: no DNS first signal, every name goes to its registry. */
  DOMAIN_SEARCH_DNS: z.enum(['on', 'off']).default('on'),
  /** Recursive resolver asked for NS records (host, host:port, [v6]:port); default SCAN_DNS_RESOLVER, else the system's. */
  DOMAIN_SEARCH_DNS_RESOLVER: z.string().trim().min(1).optional(),
  DOMAIN_SEARCH_DNS_TIMEOUT_MS: positiveInt(1000, 30_000),
  /** Checks of one search running at once. */
  DOMAIN_SEARCH_CONCURRENCY: positiveInt(8, 64),
  /** Queries to one registry (RDAP host or whois server) running at once, over all searches of the process. */
  DOMAIN_SEARCH_REGISTRY_CONCURRENCY: positiveInt(4, 64),
  /** How long an answer (available or taken) is reused; failures are never kept. */
  DOMAIN_SEARCH_CACHE_TTL_MS: positiveInt(120_000),
  DOMAIN_SEARCH_CACHE_MAX_ENTRIES: positiveInt(5000),
  /** Searches per client (address, see TRUSTED_PROXIES) per window; a bulk search counts one per 10 names. */
  DOMAIN_SEARCH_RATE_LIMIT: positiveInt(30),
  DOMAIN_SEARCH_RATE_WINDOW_MS: positiveInt(60_000),
});

export interface DomainSearchConfig {
  timeoutMs: number;
  dnsEnabled: boolean;
  resolver: ResolverAddress;
  dnsTimeoutMs: number;
  concurrency: number;
  registryConcurrency: number;
  cacheTtlMs: number;
  cacheMaxEntries: number;
  rateLimit: number;
  rateWindowMs: number;
}

export function domainSearchConfig(env: NodeJS.ProcessEnv = process.env): DomainSearchConfig {
  const raw = Object.fromEntries(Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid domain search configuration: ${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  const resolverText = e.DOMAIN_SEARCH_DNS_RESOLVER ?? (env.SCAN_DNS_RESOLVER?.trim() || undefined);
  return {
    timeoutMs: e.DOMAIN_SEARCH_TIMEOUT_MS,
    dnsEnabled: e.DOMAIN_SEARCH_DNS === 'on',
    resolver: resolverText ? parseResolver(resolverText) : systemResolver(),
    dnsTimeoutMs: e.DOMAIN_SEARCH_DNS_TIMEOUT_MS,
    concurrency: e.DOMAIN_SEARCH_CONCURRENCY,
    registryConcurrency: e.DOMAIN_SEARCH_REGISTRY_CONCURRENCY,
    cacheTtlMs: e.DOMAIN_SEARCH_CACHE_TTL_MS,
    cacheMaxEntries: e.DOMAIN_SEARCH_CACHE_MAX_ENTRIES,
    rateLimit: e.DOMAIN_SEARCH_RATE_LIMIT,
    rateWindowMs: e.DOMAIN_SEARCH_RATE_WINDOW_MS,
  };
}
