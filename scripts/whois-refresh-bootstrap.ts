/**
 * `npm run whois:refresh-bootstrap` — downloads the IANA RDAP bootstrap for DNS (RFC 9224) and
 * replaces the shipped snapshot content/whois/rdap-dns.json when the download is a valid bootstrap.
 * Source: RDAP_BOOTSTRAP_URL, else https://data.iana.org/rdap/dns.json. Options: --url U, --out FILE,
 * --min-entries N (default 500: a short file is refused rather than shipped).
 */
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootstrapSchema, IANA_DNS_BOOTSTRAP_URL } from '../src/lib/whois/bootstrap';
import { readCapped } from '../src/lib/whois/http-body';

export interface RefreshOptions {
  url: string;
  out: string;
  minEntries: number;
  timeoutMs?: number;
}

export async function refreshBootstrap(options: RefreshOptions): Promise<{ publication: string | undefined; entries: number }> {
  const response = await fetch(options.url, { signal: AbortSignal.timeout(options.timeoutMs ?? 30_000) });
  if (!response.ok) throw new Error(`${options.url} answered ${response.status}`);
  const body = await readCapped(response, 8 * 1024 * 1024);
  const parsed = bootstrapSchema.parse(JSON.parse(new TextDecoder().decode(body)));
  const entries = parsed.services.reduce((sum, [tlds]) => sum + tlds.length, 0);
  if (entries < options.minEntries) throw new Error(`only ${entries} entries (expected at least ${options.minEntries}); not replacing the snapshot`);
  const tmp = `${options.out}.tmp-${process.pid}`;
  writeFileSync(tmp, `${JSON.stringify(parsed, null, 1)}\n`);
  renameSync(tmp, options.out);
  return { publication: parsed.publication, entries };
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const url = argument('url') ?? process.env.RDAP_BOOTSTRAP_URL ?? IANA_DNS_BOOTSTRAP_URL;
  const out = path.resolve(argument('out') ?? path.join(root, 'content/whois/rdap-dns.json'));
  const minEntries = Number(argument('min-entries') ?? 500);
  const result = await refreshBootstrap({ url, out, minEntries });
  console.log(`Wrote ${out}: ${result.entries} entries, publication ${result.publication ?? 'unknown'} (from ${url})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`whois:refresh-bootstrap failed: ${(error as Error).message}`);
    process.exit(1);
  });
}
