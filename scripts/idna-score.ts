/**
 * `npx tsx --conditions=react-server scripts/idna-score.ts [--idna-test IdnaTestV2.txt] [--failures]`
 * — how the site's two domain inputs (the domain search box and the whois input) agree with IDNA test
 * vectors: the WHATWG to-ASCII table of the repository (conformance/domains/whatwg-toascii-cases.json)
 * and, when given, a copy of Unicode's IdnaTestV2.txt (not in the repository: pass its path).
 *
 * For an IdnaTestV2 line the expected verdict is "accepted" when its toAsciiN status is empty and the
 * toAsciiN output passes the input's own host-name rule, else "refused" (an input refuses a name UTS #46
 * refuses). For the WHATWG table it is the table's `valid && valid_after_toascii`. The search box gets
 * each source as typed with search_ext "com" (a name without a dot gets ".com"); the whois input as is.
 * Figures only: the tests are in src/lib/domain and src/lib/whois.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as idna from '../src/lib/domain/idna';
import { prepareDomainQuery, runDomainSearch } from '../src/lib/domain/search';
import { isValidDomainName as fqdn } from '../src/lib/whois/domain';
import { normalizeDomain } from '../src/lib/whois/normalize';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const showFailures = process.argv.includes('--failures');
const settings = { endpoint: 'https://cp.registrar.example/fast-checkout', querystring: 'domain', searchExt: 'com' };

type Run = (input: string) => boolean;
// the third argument is the IDNA module for the API before issue 30 (ignored since: one shared check)
const searchBox: Run = (input) => (runDomainSearch as (...args: unknown[]) => { ok: boolean })(input, settings, idna).ok;
const whoisInput: Run = (input) => input.length <= 255 && normalizeDomain(input).ok;

interface Vector {
  source: string;
  /** Expected A-label output, null when UTS #46 refuses the source. */
  ascii: string | null;
}

function unescape(text: string): string {
  return text.replace(/\\u([0-9A-Fa-f]{4})|\\x\{([0-9A-Fa-f]+)\}/g, (_m, u: string | undefined, x: string | undefined) =>
    String.fromCodePoint(parseInt((u ?? x)!, 16)),
  );
}

function idnaTestVectors(file: string): Vector[] {
  const out: Vector[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const body = line.replace(/#.*$/, '');
    if (!body.trim()) continue;
    const cols = body.split(';').map((c) => c.trim());
    const [source = '', toUnicode = '', unicodeStatus = '', toAsciiN = '', asciiNStatus] = cols;
    const src = unescape(source);
    const status = asciiNStatus === undefined || asciiNStatus === '' ? unicodeStatus : asciiNStatus;
    const output = toAsciiN !== '' ? unescape(toAsciiN) : toUnicode !== '' ? unescape(toUnicode) : src;
    out.push({ source: src, ascii: status === '' || status === '[]' ? output : null });
  }
  return out;
}

function score(name: string, vectors: Array<{ source: string; expected: { searchBox: boolean; whois: boolean } }>) {
  const results = { searchBox: { right: 0, refusedRight: 0, refusals: 0 }, whois: { right: 0, refusedRight: 0, refusals: 0 } };
  const failures: string[] = [];
  for (const v of vectors) {
    for (const [key, run] of [['searchBox', searchBox], ['whois', whoisInput]] as const) {
      let ours: boolean;
      try {
        ours = run(v.source);
      } catch {
        ours = false;
      }
      const want = v.expected[key];
      if (!want) results[key].refusals++;
      if (ours === want) {
        results[key].right++;
        if (!want) results[key].refusedRight++;
      } else failures.push(`${name} ${key}: ${JSON.stringify(v.source)} ours ${ours ? 'accepted' : 'refused'}, expected ${want ? 'accepted' : 'refused'}`);
    }
  }
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : 'n/a');
  console.log(`${name}: ${vectors.length} vectors`);
  for (const key of ['searchBox', 'whois'] as const) {
    const r = results[key];
    console.log(
      `  ${key === 'searchBox' ? 'domain search box' : 'whois input      '}  agreement ${pct(r.right, vectors.length).padStart(8)} (${r.right}/${vectors.length}); names to refuse refused ${pct(r.refusedRight, r.refusals)} (${r.refusedRight}/${r.refusals})`,
    );
  }
  if (showFailures) for (const f of failures) console.log(`  ${f}`);
}

// WHATWG to-ASCII table (conformance/domains)
const whatwg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../conformance/domains/whatwg-toascii-cases.json'), 'utf8')) as Array<{
  input: string;
  valid: boolean;
  valid_after_toascii: boolean;
  whatwg_domain_to_ascii: string | null;
}>;
score(
  'WHATWG toascii (URL standard: CheckHyphens=false, IgnoreInvalidPunycode=true)',
  whatwg.map((c) => ({
    source: c.input,
    expected: {
      // the search box trims and appends search_ext to a name without a dot: the table's output decides
      searchBox: c.whatwg_domain_to_ascii !== null && hostSyntax(prepareDomainQuery(c.whatwg_domain_to_ascii, settings.searchExt)),
      whois: c.input.length <= 255 && c.valid && c.valid_after_toascii,
    },
  })),
);

const idnaTest = option('idna-test');
if (idnaTest) {
  const vectors = idnaTestVectors(idnaTest).map((v) => {
    const searchAscii = v.ascii === null ? null : prepareDomainQuery(v.ascii, settings.searchExt);
    return {
      source: v.source,
      expected: {
        // the expected output must also pass the input's own host-name rule (one that needs no IDNA: ASCII)
        searchBox: searchAscii !== null && hostSyntax(searchAscii),
        whois: v.ascii !== null && v.ascii.length <= 253 && fqdn(v.ascii),
      },
    };
  });
  score(`IdnaTestV2 (${path.basename(idnaTest)})`, vectors);
}

/** The search box's host-name syntax on an A-label form, without any IDNA check (src/lib/domain/search.ts). */
function hostSyntax(ascii: string): boolean {
  const labels = ascii.split('.');
  return (
    ascii.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => /^(?!-)[a-z0-9-]{1,63}(?<!-)$/.test(label)) &&
    /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(labels[labels.length - 1]!)
  );
}
