import 'server-only';
import { z } from 'zod';
import shipped from '@content/whois/rdap-dns.json';
import { readCapped } from './http-body';

/** RFC 9224 bootstrap file (IANA's https://data.iana.org/rdap/dns.json). */
export const bootstrapSchema = z.object({
  description: z.string().optional(),
  publication: z.string().optional(),
  version: z.string().optional(),
  services: z.array(z.tuple([z.array(z.string()), z.array(z.string())])),
});
export type RdapBootstrap = z.infer<typeof bootstrapSchema>;

export const IANA_DNS_BOOTSTRAP_URL = 'https://data.iana.org/rdap/dns.json';

let shippedIndex: Map<string, string> | undefined;
const remote = new Map<string, { index: Map<string, string>; fetchedAt: number }>();
const REMOTE_TTL_MS = 24 * 60 * 60 * 1000;
const FAILURE_RETRY_MS = 5 * 60 * 1000;

/** Entry label(s) -> preferred base URL (https first, trailing slash ensured). */
export function indexBootstrap(bootstrap: RdapBootstrap): Map<string, string> {
  const index = new Map<string, string>();
  for (const [entries, urls] of bootstrap.services) {
    const base = urls.find((u) => u.startsWith('https://')) ?? urls.find((u) => u.startsWith('http://'));
    if (!base) continue;
    const normalized = base.endsWith('/') ? base : `${base}/`;
    for (const entry of entries) index.set(entry.toLowerCase().replace(/\.$/, ''), normalized);
  }
  return index;
}

async function fetchBootstrap(url: string, timeoutMs: number): Promise<Map<string, string>> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  if (!response.ok) throw new Error(`bootstrap ${url} answered ${response.status}`);
  const body = await readCapped(response, 4 * 1024 * 1024);
  return indexBootstrap(bootstrapSchema.parse(JSON.parse(new TextDecoder().decode(body))));
}

/**
 * The bootstrap in force: `RDAP_BOOTSTRAP_URL` when set (fetched, kept for a day, the shipped
 * snapshot used if it cannot be read), else the snapshot shipped in content/whois.
 */
export async function bootstrapIndex(url: string | undefined, timeoutMs: number): Promise<Map<string, string>> {
  shippedIndex ??= indexBootstrap(bootstrapSchema.parse(shipped));
  if (!url) return shippedIndex;
  const cached = remote.get(url);
  if (cached && Date.now() - cached.fetchedAt < REMOTE_TTL_MS) return cached.index;
  try {
    const index = await fetchBootstrap(url, timeoutMs);
    remote.set(url, { index, fetchedAt: Date.now() });
    return index;
  } catch (error) {
    // keep the snapshot for a while instead of re-trying on every lookup
    console.warn('[whois] RDAP bootstrap unavailable, using the shipped snapshot:', (error as Error).message);
    remote.set(url, { index: shippedIndex, fetchedAt: Date.now() - REMOTE_TTL_MS + FAILURE_RETRY_MS });
    return shippedIndex;
  }
}

/** Longest matching entry wins (RFC 9224 section 4: entries may hold more than one label). */
export function rdapBaseFor(index: Map<string, string>, domain: string): string | undefined {
  const labels = domain.toLowerCase().split('.');
  for (let i = 1; i < labels.length; i++) {
    const base = index.get(labels.slice(i).join('.'));
    if (base) return base;
  }
  return undefined;
}

export function clearBootstrapCache(): void {
  remote.clear();
}
