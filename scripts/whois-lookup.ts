/**
 * `npm run whois -- <domain> [--json]` — the same lookup as POST /api/whois, from a terminal
 * (operators checking the server list, RDAP bootstrap, WHOIS_SERVER_OVERRIDE, etc.).
 */
import { lookupDomain } from '../src/lib/whois/lookup';
import { normalizeDomain } from '../src/lib/whois/normalize';

async function main() {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const input = args.find((a) => !a.startsWith('--'));
  if (!input) {
    console.error('usage: npm run whois -- <domain> [--json]');
    process.exit(2);
  }
  const normalized = normalizeDomain(input.trim());
  if (!normalized.ok) {
    console.error(normalized.code);
    process.exit(2);
  }
  const result = await lookupDomain(normalized.ascii);
  if (json) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  process.stdout.write(result.text.endsWith('\n') ? result.text : `${result.text}\n`);
  console.error(
    `\n[${result.source}] ${result.registered ? 'registered' : 'NOT REGISTERED'}; asked: ${result.servers.join(' -> ')}` +
      (result.notes.length ? `\nnotes: ${result.notes.join('; ')}` : ''),
  );
}

main().catch((error: unknown) => {
  const e = error as Error & { code?: string };
  console.error(`${e.code ?? 'error'}: ${e.message}`);
  process.exit(1);
});
