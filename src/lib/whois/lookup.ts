import 'server-only';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { assertPublicAddresses, PrivateAddressError } from '@/lib/net/address-policy';
import { bootstrapIndex, rdapBaseFor } from './bootstrap';
import { SharedCalls } from '@/lib/cache/shared-calls';
import { TtlCache } from '@/lib/cache/ttl-cache';
import { whoisConfig, type HostPort, type WhoisConfig } from './config';
import { WhoisUnavailableError, WhoisUnknownTldError } from './errors';
import { hasSummaryData, isNotFoundAnswer, mergeSummaries, parseSummary, referralServer, type WhoisSummary } from './parse';
import { askWhoisServer } from './port43';
import { RdapError, rdapLookup } from './rdap';
import { listedServerFor, serverProfile } from './servers';

/** What POST /api/whois returns besides `message` (= text). */
export interface WhoisResult {
  domain: string;
  source: 'rdap' | 'whois';
  registered: boolean;
  /** The answer as text: port-43 answers verbatim (registry, then registrar), or RDAP rendered. */
  text: string;
  summary: WhoisSummary | null;
  /** Servers asked, in order (RDAP URL or whois host). */
  servers: string[];
  /** Why a referral was not followed, or why RDAP was skipped. */
  notes: string[];
  cached: boolean;
}

/** Seams for tests: name resolution and where a (checked) connection really goes. */
export interface WhoisDeps {
  resolve: (host: string) => Promise<string[]>;
  dial: (host: string, address: string, port: number) => HostPort;
}

const defaultDeps: WhoisDeps = {
  resolve: async (host) => (isIP(host) ? [host] : (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address)),
  dial: (_host, address, port) => ({ host: address, port }),
};

/** At most this many referrals are followed (IANA -> registry -> registrar). */
export const MAX_REFERRAL_HOPS = 2;

let cache: TtlCache<Omit<WhoisResult, 'cached'>> | undefined;
let cacheShape = '';
const inFlight = new SharedCalls<Omit<WhoisResult, 'cached'>>();

function resultCache(config: WhoisConfig) {
  const shape = `${config.cacheMaxEntries}/${config.cacheTtlMs}`;
  if (!cache || shape !== cacheShape) {
    cache = new TtlCache({ maxEntries: config.cacheMaxEntries, ttlMs: config.cacheTtlMs });
    cacheShape = shape;
  }
  return cache;
}

export function clearWhoisCache(): void {
  cache?.clear();
  inFlight.clear();
}

/**
 * Looks up an A-label domain: RDAP first (bootstrap), port 43 as the fallback. Answers (including
 * "not registered") are cached for WHOIS_CACHE_TTL_MS; failures are not. Concurrent lookups of the
 * same name share one query.
 */
export async function lookupDomain(domain: string, deps: WhoisDeps = defaultDeps): Promise<WhoisResult> {
  const config = whoisConfig();
  const store = resultCache(config);
  const hit = store.get(domain);
  if (hit) return { ...hit, cached: true };
  const result = await inFlight.run(domain, () => uncachedLookup(domain, config, deps));
  store.set(domain, result);
  return { ...result, cached: false };
}

async function uncachedLookup(domain: string, config: WhoisConfig, deps: WhoisDeps): Promise<Omit<WhoisResult, 'cached'>> {
  const notes: string[] = [];
  if (config.rdapEnabled) {
    const index = await bootstrapIndex(config.rdapBootstrapUrl, config.timeoutMs);
    const base = rdapBaseFor(index, domain);
    if (base) {
      try {
        const outcome = await rdapLookup(domain, base, { timeoutMs: config.timeoutMs, maxBytes: config.maxBytes });
        if (outcome.kind === 'not-found') {
          return { domain, source: 'rdap', registered: false, text: outcome.text, summary: null, servers: [outcome.url], notes };
        }
        return { domain, source: 'rdap', registered: true, text: outcome.text, summary: outcome.summary, servers: [outcome.url], notes };
      } catch (error) {
        if (!(error instanceof RdapError)) throw error;
        notes.push(`${error.message}; answered by port-43 whois instead`);
      }
    }
  }
  return port43Lookup(domain, config, deps, notes);
}

interface Answer {
  server: string;
  text: string;
  kind?: 'root' | 'registry' | 'registrar';
}

async function ask(server: string, target: HostPort, domain: string, config: WhoisConfig): Promise<Answer> {
  return { server, text: await askWhoisServer(server, target, domain, { timeoutMs: config.timeoutMs, maxBytes: config.maxBytes }) };
}

/** A host named in an answer: it must resolve, and only to public addresses (WHOIS_ALLOW_PRIVATE=1 lifts that). */
async function referralTarget(host: string, config: WhoisConfig, deps: WhoisDeps): Promise<HostPort> {
  const addresses = await deps.resolve(host);
  if (addresses.length === 0) throw new WhoisUnavailableError(host, 'no address');
  assertPublicAddresses(host, addresses, config.allowPrivate);
  return deps.dial(host, addresses[0]!, 43);
}

async function port43Lookup(domain: string, config: WhoisConfig, deps: WhoisDeps, notes: string[]): Promise<Omit<WhoisResult, 'cached'>> {
  const listed = listedServerFor(domain);
  const tld = domain.slice(domain.lastIndexOf('.') + 1);

  // WHOIS_SERVER_OVERRIDE: every query goes to that one server (a whois proxy, or a test server),
  // which answers with the final data itself, so no referral is followed. Reading chosen here: the
  // override replaces the network path only; query format and charset still follow the listed server.
  if (config.serverOverride) {
    const server = listed ?? config.rootServer.host;
    const answer = await ask(server, config.serverOverride, domain, config);
    return finish(domain, [answer], notes);
  }

  const answers: Answer[] = [];
  const visited = new Set<string>();
  let current: { server: string; target: HostPort; kind: 'root' | 'registry' | 'registrar' };
  if (listed) current = { server: listed, target: { host: listed, port: 43 }, kind: 'registry' };
  else current = { server: config.rootServer.host, target: config.rootServer, kind: 'root' };

  for (let hops = 0; ; hops++) {
    visited.add(current.server);
    let answer: Answer;
    try {
      answer = await ask(current.server, current.target, domain, config);
    } catch (error) {
      // the registry's answer is required (the IANA answer alone says nothing about the domain);
      // a failing registrar referral leaves what we already have
      if (current.kind !== 'registrar') throw error;
      notes.push(`Referral to ${current.server} failed: ${(error as Error).message}`);
      break;
    }
    answers.push({ ...answer, kind: current.kind });

    let next: string | null = null;
    let nextKind: 'registry' | 'registrar' = 'registry';
    if (current.kind === 'root') {
      next = referralServer(answer.text, 'root');
      if (!next) throw new WhoisUnknownTldError(tld);
    } else if (current.kind === 'registry' && serverProfile(current.server).thin && !isNotFoundAnswer(answer.text, domain, current.server)) {
      next = referralServer(answer.text, 'registrar', domain);
      nextKind = 'registrar';
    }
    if (!next) break;
    if (hops + 1 > MAX_REFERRAL_HOPS) {
      notes.push(`Referral to ${next} not followed: at most ${MAX_REFERRAL_HOPS} referrals are followed`);
      break;
    }
    if (visited.has(next)) {
      notes.push(`Referral to ${next} not followed: it was already asked (referral loop)`);
      break;
    }
    try {
      current = { server: next, target: await referralTarget(next, config, deps), kind: nextKind };
    } catch (error) {
      if (error instanceof PrivateAddressError) notes.push(`Referral to ${next} refused: it resolves to a non-public address`);
      else notes.push(`Referral to ${next} not followed: ${(error as Error).message}`);
      break;
    }
  }
  // only IANA answered (its referral was refused, looped or failed): nothing about the domain itself
  if (answers.every((a) => a.kind === 'root')) {
    throw new WhoisUnavailableError(answers[0]?.server ?? config.rootServer.host, notes.at(-1) ?? 'no registry answer');
  }
  // The IANA root answer only says where to ask; it is shown only when nothing else answered.
  const shown = answers.filter((a) => a.kind !== 'root');
  return finish(domain, shown, notes, answers.map((a) => a.server));
}

function finish(domain: string, answers: Answer[], notes: string[], servers = answers.map((a) => a.server)): Omit<WhoisResult, 'cached'> {
  const [registry, ...rest] = answers;
  if (!registry) throw new WhoisUnavailableError(domain, 'no answer');
  // the registry's layout entry (REGISTRY_LAYOUTS) by the domain's suffix and by the server that answered
  const registered = !isNotFoundAnswer(registry.text, domain, registry.server);
  let summary: WhoisSummary | null = null;
  if (registered) {
    summary = parseSummary(registry.text, domain, { server: registry.server });
    for (const answer of rest) summary = mergeSummaries(summary, parseSummary(answer.text, domain, { server: answer.server }));
    if (!hasSummaryData(summary)) summary = null;
  }
  const text = answers.length === 1 ? registry.text : answers.map((a, i) => (i === 0 ? a.text : `\n# ${a.server}\n\n${a.text}`)).join('');
  return { domain, source: 'whois', registered, text, summary, servers, notes };
}
