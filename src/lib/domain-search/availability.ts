import 'server-only';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { SharedCalls } from '@/lib/cache/shared-calls';
import { TtlCache } from '@/lib/cache/ttl-cache';
import { assertPublicAddresses, PrivateAddressError } from '@/lib/net/address-policy';
import { queryDns } from '@/lib/scanner/dns';
import { bootstrapIndex, rdapBaseFor } from '@/lib/whois/bootstrap';
import { whoisConfig, type HostPort, type WhoisConfig } from '@/lib/whois/config';
import { WhoisTimeoutError, WhoisTooLargeError, WhoisUnavailableError } from '@/lib/whois/errors';
import { hasSummaryData, isNotFoundAnswer, parseSummary, referralServer } from '@/lib/whois/parse';
import { askWhoisServer } from '@/lib/whois/port43';
import { RdapError, rdapLookup } from '@/lib/whois/rdap';
import { listedServerFor } from '@/lib/whois/servers';
import { domainSearchConfig, type DomainSearchConfig } from './config';
import { KeyedSemaphores } from './limits';

/**
 * Is a domain free? The answer of one name, from the fastest trustworthy source:
 *
 * 1. A cached answer (available or taken) younger than DOMAIN_SEARCH_CACHE_TTL_MS.
 * 2. DNS, as a fast first signal: NS records for the name at the configured resolver mean it is
 *    delegated, so registered ("taken" without asking the registry). No NS proves nothing (a
 *    registered name need not be delegated), so the registry is asked next.
 * 3. The registry: RDAP where the bootstrap names a server (404 = not registered, any other
 *    failure falls back to port 43 when a whois server is known), else port-43 whois with the
 *    whois lookup's not-found detection. Reading chosen here: an answer is "taken" only when it is
 *    not a not-found answer AND carries registration data (registrar, dates, status or name
 *    servers, src/lib/whois/parse.ts); anything else (a quota notice, an empty record) is
 *    "unknown", never a guess.
 *
 * Every connection to a registry goes through the address guard (src/lib/net/address-policy.ts,
 * WHOIS_ALLOW_PRIVATE=1 lifts it for test set-ups): port-43 servers are resolved, checked and dialled
 * at the checked address; an RDAP host is resolved and checked before the request. Operator
 * settings (WHOIS_SERVER_OVERRIDE, the DNS resolver, RDAP_BOOTSTRAP_URL) are configuration and are
 * not checked. Queries to one registry are bounded process-wide (DOMAIN_SEARCH_REGISTRY_CONCURRENCY);
 * each check has one deadline (DOMAIN_SEARCH_TIMEOUT_MS) covering the wait for its registry too.
 */
export type Availability = 'available' | 'taken' | 'unknown';

/** Why a name is unknown (each has a sentence in the page's language). */
export const UNKNOWN_REASONS = ['timeout', 'unreachable', 'rate-limited', 'unreadable', 'no-registry'] as const;
export type UnknownReason = (typeof UNKNOWN_REASONS)[number];

export interface AvailabilityResult {
  domain: string;
  status: Availability;
  reason?: UnknownReason;
  /** What decided: DNS delegation, the RDAP server, the port-43 server (or nothing, for unknown). */
  source: 'dns' | 'rdap' | 'whois' | 'none';
  cached: boolean;
}

/** Seams for tests: host name resolution (the guard's input), where a checked port-43 connection goes, the DNS question. */
export interface AvailabilityDeps {
  resolve: (host: string) => Promise<string[]>;
  dial: (host: string, address: string, port: number) => HostPort;
  nsQuery: typeof queryDns;
}

export const defaultAvailabilityDeps: AvailabilityDeps = {
  resolve: async (host) => (isIP(host) ? [host] : (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address)),
  dial: (_host, address, port) => ({ host: address, port }),
  nsQuery: queryDns,
};

export interface CheckOptions {
  /** Aborts the check (the visitor left); its own deadline is added here. */
  signal?: AbortSignal;
  /** Registries that already timed out in this search: their next names are unknown at once. */
  stalled?: Set<string>;
  deps?: AvailabilityDeps;
}

type Verdict = Omit<AvailabilityResult, 'cached'>;

class RegistryFailure extends Error {
  constructor(readonly reason: UnknownReason, readonly registry: string, detail: string) {
    super(`${registry}: ${detail}`);
    this.name = 'RegistryFailure';
  }
}

// ---------------------------------------------------------------- process-wide state

let cache: TtlCache<Verdict> | undefined;
let registries: KeyedSemaphores | undefined;
let stateShape = '';
const inFlight = new SharedCalls<Verdict>();

function state(config: DomainSearchConfig) {
  const shape = `${config.cacheMaxEntries}/${config.cacheTtlMs}/${config.registryConcurrency}`;
  if (!cache || !registries || shape !== stateShape) {
    cache = new TtlCache({ maxEntries: config.cacheMaxEntries, ttlMs: config.cacheTtlMs });
    registries = new KeyedSemaphores(config.registryConcurrency);
    stateShape = shape;
  }
  return { cache, registries };
}

/** Tests: forget cached answers and registry slots. */
export function resetAvailabilityState(): void {
  cache = undefined;
  registries = undefined;
  stateShape = '';
  inFlight.clear();
}

// ---------------------------------------------------------------- the check

/** The availability of one A-label domain. Never throws for registry trouble: that is "unknown". */
export async function checkAvailability(domain: string, options: CheckOptions = {}): Promise<AvailabilityResult> {
  const config = domainSearchConfig();
  const { cache: answers } = state(config);
  const hit = answers.get(domain);
  if (hit) return { ...hit, cached: true };
  // Concurrent searches for one name share one check (the first one's deadline applies).
  const verdict = await inFlight.run(domain, () => uncheckedAvailability(domain, config, options));
  if (verdict.status !== 'unknown') answers.set(domain, verdict);
  return { ...verdict, cached: false };
}

async function uncheckedAvailability(domain: string, config: DomainSearchConfig, options: CheckOptions): Promise<Verdict> {
  const deps = options.deps ?? defaultAvailabilityDeps;
  const deadline = AbortSignal.timeout(config.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const started = Date.now();
  const remaining = () => Math.max(1, config.timeoutMs - (Date.now() - started));

  if (config.dnsEnabled && (await isDelegated(domain, config, deps, Math.min(config.dnsTimeoutMs, remaining())))) {
    return { domain, status: 'taken', source: 'dns' };
  }
  try {
    return await askRegistry(domain, { config, whois: whoisConfig(), deps, signal, remaining, stalled: options.stalled });
  } catch (error) {
    const failure = asRegistryFailure(error, deadline.aborted);
    if (failure.reason === 'timeout') options.stalled?.add(failure.registry);
    console.warn(`[domain-search] check of ${domain} unknown (${failure.reason}): ${failure.message.replace(/\s+/g, ' ').slice(0, 300)}`);
    return { domain, status: 'unknown', reason: failure.reason, source: 'none' };
  }
}

/** NS records for the name itself: delegated, so registered. Any failure or silence says nothing. */
async function isDelegated(domain: string, config: DomainSearchConfig, deps: AvailabilityDeps, timeoutMs: number): Promise<boolean> {
  try {
    const answer = await deps.nsQuery(domain, 'NS', { resolver: config.resolver, timeoutMs });
    return answer.rcode === 'NOERROR' && answer.answers.some((record) => record.type === 'NS' && record.name.toLowerCase().replace(/\.$/, '') === domain);
  } catch {
    return false;
  }
}

interface RegistryContext {
  config: DomainSearchConfig;
  whois: WhoisConfig;
  deps: AvailabilityDeps;
  signal: AbortSignal;
  remaining: () => number;
  stalled?: Set<string>;
}

async function askRegistry(domain: string, context: RegistryContext): Promise<Verdict> {
  const { whois } = context;
  let rdapFailure: RegistryFailure | null = null;
  if (whois.rdapEnabled) {
    const index = await bootstrapIndex(whois.rdapBootstrapUrl, Math.min(whois.timeoutMs, context.remaining()));
    const base = rdapBaseFor(index, domain);
    if (base) {
      try {
        return await askRdap(domain, base, context);
      } catch (error) {
        rdapFailure = asRegistryFailure(error, context.signal.aborted);
        // out of time, or nowhere else to ask: the RDAP failure is the answer
        if (rdapFailure.reason === 'timeout' || (!whois.serverOverride && !listedServerFor(domain))) throw rdapFailure;
      }
    }
  }
  try {
    return await askPort43(domain, context);
  } catch (error) {
    // a registry limiting RDAP queries says more than a missing port-43 server
    if (rdapFailure && asRegistryFailure(error, context.signal.aborted).reason === 'no-registry') throw rdapFailure;
    throw error;
  }
}

/** Waits for the registry's slot (bounded per process), unless this search already saw it stall. */
async function withRegistrySlot<T>(registry: string, context: RegistryContext, work: () => Promise<T>): Promise<T> {
  if (context.stalled?.has(registry)) throw new RegistryFailure('timeout', registry, 'timed out earlier in this search');
  const { registries: slots } = state(context.config);
  const release = await slots.acquire(registry, context.signal).catch(() => {
    throw new RegistryFailure('timeout', registry, 'no free slot before the deadline');
  });
  try {
    // the slot may come free just as this check's own deadline passes
    if (context.signal.aborted || context.stalled?.has(registry)) throw new RegistryFailure('timeout', registry, 'deadline passed while waiting');
    return await work();
  } catch (error) {
    // marked before the slot is released, so the next name of this search waiting for it gives up at once
    if (asRegistryFailure(error, context.signal.aborted).reason === 'timeout') context.stalled?.add(registry);
    throw error;
  } finally {
    release();
  }
}

/** The guard: every address of the host must be public (unless WHOIS_ALLOW_PRIVATE=1); the first is dialled. */
async function guardedAddress(host: string, context: RegistryContext): Promise<string> {
  let addresses: string[];
  try {
    addresses = await context.deps.resolve(host);
  } catch (error) {
    throw new RegistryFailure('unreachable', host, `does not resolve (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  if (addresses.length === 0) throw new RegistryFailure('unreachable', host, 'no address');
  assertPublicAddresses(host, addresses, context.whois.allowPrivate);
  return addresses[0]!;
}

async function askRdap(domain: string, base: string, context: RegistryContext): Promise<Verdict> {
  const host = new URL(base).hostname.replace(/^\[|\]$/g, '');
  // one RDAP service (base URL) is one registry back end, whatever number of extensions it serves
  return withRegistrySlot(base, context, async () => {
    await guardedAddress(host, context);
    const outcome = await rdapLookup(domain, base, { timeoutMs: context.remaining(), maxBytes: context.whois.maxBytes });
    return { domain, status: outcome.kind === 'not-found' ? 'available' : 'taken', source: 'rdap' };
  });
}

async function askPort43(domain: string, context: RegistryContext): Promise<Verdict> {
  const { whois } = context;
  const listed = listedServerFor(domain);
  // WHOIS_SERVER_OVERRIDE (a whois proxy, or a test server): every query goes there, in the listed server's format
  if (whois.serverOverride) {
    const server = listed ?? whois.rootServer.host;
    return withRegistrySlot(server, context, async () => verdictOf(domain, server, await ask(server, whois.serverOverride!, domain, context)));
  }
  let server = listed;
  if (!server) {
    // not in the shipped list: the root server (IANA) names the registry's whois server
    const root = whois.rootServer;
    const answer = await withRegistrySlot(root.host, context, async () =>
      ask(root.host, context.deps.dial(root.host, await guardedAddress(root.host, context), root.port), domain, context),
    );
    server = referralServer(answer, 'root') ?? undefined;
    if (!server) throw new RegistryFailure('no-registry', root.host, `no whois server for ${domain}`);
  }
  const registry = server;
  return withRegistrySlot(registry, context, async () => {
    const address = await guardedAddress(registry, context);
    return verdictOf(domain, registry, await ask(registry, context.deps.dial(registry, address, 43), domain, context));
  });
}

function ask(server: string, target: HostPort, domain: string, context: RegistryContext): Promise<string> {
  return askWhoisServer(server, target, domain, { timeoutMs: context.remaining(), maxBytes: context.whois.maxBytes });
}

/**
 * Registries that limit queries say so in prose ("Query rate limit exceeded", "WHOIS LIMIT
 * EXCEEDED", "Too many requests", "quota exceeded"); such an answer is neither free nor taken.
 */
const QUOTA_NOTICE = /\b(?:(?:rate|query|queries|request|connection|whois)\s+limit(?:s|ation)?\s+(?:exceeded|reached)|limit\s+exceeded|too\s+many\s+(?:requests|queries|connections)|quota\s+(?:exceeded|reached)|exceeded\s+(?:the\s+)?(?:allowed\s+|maximum\s+)?(?:number\s+of\s+)?(?:queries|requests|query\s+limit))/i;

function verdictOf(domain: string, server: string, text: string): Verdict {
  if (isNotFoundAnswer(text, domain, server)) return { domain, status: 'available', source: 'whois' };
  if (hasSummaryData(parseSummary(text, domain, { server }))) return { domain, status: 'taken', source: 'whois' };
  if (QUOTA_NOTICE.test(text)) throw new RegistryFailure('rate-limited', server, 'answered with a query-limit notice');
  throw new RegistryFailure('unreadable', server, 'neither a not-found answer nor registration data');
}

/** Maps whatever a registry query threw to one of the visitor-facing reasons. */
function asRegistryFailure(error: unknown, deadlinePassed: boolean): RegistryFailure {
  if (error instanceof RegistryFailure) return error;
  if (error instanceof PrivateAddressError) return new RegistryFailure('unreachable', error.host, error.message);
  if (error instanceof WhoisTimeoutError) return new RegistryFailure('timeout', error.server, error.detail);
  if (error instanceof WhoisTooLargeError) return new RegistryFailure('unreadable', error.server, error.detail);
  if (error instanceof WhoisUnavailableError) return new RegistryFailure(deadlinePassed ? 'timeout' : 'unreachable', error.server, error.detail);
  if (error instanceof RdapError) {
    // the service's base URL: the key its slots and this search's stalled set use
    const host = error.url.replace(/domain\/[^/]*$/, '');
    // RdapError's message ends with its reason: 'timeout', 'status NNN', or the network error
    if (/: timeout$/.test(error.message) || deadlinePassed) return new RegistryFailure('timeout', host, error.message);
    if (/: status 429$/.test(error.message)) return new RegistryFailure('rate-limited', host, error.message);
    if (/: status \d+$/.test(error.message) || /JSON|Unexpected|larger than/i.test(error.message)) return new RegistryFailure('unreadable', host, error.message);
    return new RegistryFailure('unreachable', host, error.message);
  }
  if (deadlinePassed) return new RegistryFailure('timeout', 'registry', String((error as Error)?.message ?? error));
  return new RegistryFailure('unreachable', 'registry', String((error as Error)?.message ?? error));
}
