/**
 * `npm run whois:score [-- --split dev|holdout|all] [--failures] [--source likexian|weppos|extra|extra2]`
 * — how well the whois parser reads the registry corpus (conformance/whois-registries): not-found
 * answers recognised (and never a registered one), and registrar, created, expires, updated, status
 * and name servers right, per field, against the expected values. `--split holdout` scores only the
 * TLDs that were held out while the parser was tuned (see RegistryAnswer.split).
 */
import { isNotFoundAnswer, parseSummary } from '../src/lib/whois/parse';
import { answerText, fieldResults, registryAnswers, SUMMARY_FIELDS, type SummaryField } from '../src/lib/whois/testing/registries';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const split = option('split', 'all');
const source = option('source', '');
const showFailures = process.argv.includes('--failures');
const answers = registryAnswers().filter(
  (a) => (split === 'all' || a.split === split) && (!source || a.source === source),
);

const counts = Object.fromEntries(SUMMARY_FIELDS.map((f) => [f, { right: 0, total: 0 }])) as Record<SummaryField, { right: number; total: number }>;
let notFoundRight = 0;
let notFoundTotal = 0;
let falseNotFound = 0;
const failures: string[] = [];

for (const answer of answers) {
  const text = answerText(answer);
  const notFound = isNotFoundAnswer(text, answer.domain ?? (answer.suffix ? `x.${answer.suffix}` : undefined), answer.server);
  if (answer.outcome === 'not-found') {
    notFoundTotal++;
    if (notFound) notFoundRight++;
    else failures.push(`${answer.file}: not-found answer not recognised`);
    continue;
  }
  if (notFound) {
    falseNotFound++;
    failures.push(`${answer.file}: REGISTERED answer read as not found`);
  }
  const summary = parseSummary(text, answer.domain, { server: answer.server, suffix: answer.suffix });
  const results = fieldResults(summary, answer.expected);
  for (const field of SUMMARY_FIELDS) {
    const ok = results[field];
    if (ok === undefined) continue;
    counts[field].total++;
    if (ok) counts[field].right++;
    else {
      const ours = field === 'status' || field === 'nameServers' ? summary[field].join(', ') : summary[field];
      const want = answer.expected[field];
      failures.push(`${answer.file}: ${field} ${JSON.stringify(ours)} vs ${JSON.stringify(want)}`);
    }
  }
}

const pct = (right: number, total: number) => (total ? `${((100 * right) / total).toFixed(1)} %` : 'n/a');
const registered = answers.filter((a) => a.outcome === 'registered').length;
const groups = new Set(answers.map((a) => a.group)).size;
console.log(`split ${split}${source ? ` source ${source}` : ''}: ${answers.length} answers (${registered} registered, ${notFoundTotal} not found), ${groups} TLDs/servers`);
console.log(`not found recognised   ${pct(notFoundRight, notFoundTotal).padStart(8)}  (${notFoundRight}/${notFoundTotal}); registered read as not found: ${falseNotFound}`);
for (const field of SUMMARY_FIELDS) {
  const { right, total } = counts[field];
  console.log(`${field.padEnd(22)} ${pct(right, total).padStart(8)}  (${right}/${total})`);
}
if (showFailures) for (const line of failures) console.log(line);
