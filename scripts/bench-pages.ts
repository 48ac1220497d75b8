/**
 * `npm run bench:pages`: the built site measured two ways, with the budgets from the issues. Prints
 * tables; exits non-zero when a budget is missed. Benchmarks are not part of `npm test` (tests never
 * assert timings).
 *
 * 1. Throughput of the home page, in one run (scripts/bench/throughput.ts): nginx serving a static
 *    copy of its bytes, the cached deployment (deploy/nginx-cache.conf), `npm start` alone, and a
 *    bare node:http server answering the same bytes — goals: the cached deployment ≥ 0.5× static
 *    with p99 < 50 ms at 50 connections, `npm start` ≥ 0.5× bare node:http; and the home HTML's size
 *    as sent gzipped (budget ≤ 20 KB).
 * 2. Lighthouse mobile on the seven key pages of issue 26 (BENCH_LIGHTHOUSE=0 skips it), fetched the way a
 *    visitor gets them: through the deployment's nginx (deploy/nginx.conf: TLS, HTTP/2) in front of the
 *    site's server. Lighthouse simulates slow 4G from what it sees, and over HTTP/1.1 it simulates six
 *    connections, each with its own TCP slow start, where a phone talking to the deployment uses one
 *    HTTP/2 connection. BENCH_VIA=direct measures the site's server alone (HTTP/1.1) instead. Figures:
 *    performance,
 *    accessibility, best practices and SEO scores, TBT, LCP, CLS and the first-load JavaScript per
 *    page, against the budgets (≥ 95, 100, 100, 100; TBT ≤ 200 ms, LCP ≤ 2.5 s, CLS ≤ 0.05; JS ≤ 150 KB
 *    on the home page, ≤ 180 KB elsewhere). Scores on a loaded machine are indicative; the byte
 *    counts are not (e2e/js-budget.spec.ts checks those in `npm test`).
 *
 *   BENCH_PAGES=/,/es  limits the Lighthouse pages;  BENCH_RUNS=3  takes the median of several runs;
 *   BENCH_DURATION=10  seconds per throughput target;  BENCH_CONNECTIONS=50;  BENCH_THROUGHPUT=0 skips 1.
 */
import { ensureBuild } from './start.mjs';
import { startServer } from './lib/site-process';
import { failedAudits, lighthousePage, type PageFigures } from './bench/lighthouse';
import { measureThroughput, reportThroughput } from './bench/throughput';
import { startTlsProxy } from './lib/tls-proxy';

const DEFAULT_PAGES = ['/', '/es', '/domains/domain-prices', '/domains/tlds/com', '/membership-plans', '/blog', '/support'];
const HOME_PAGES = new Set(['/', '/es', '/nl', '/hi']);
const BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, tbtMs: 200, lcpMs: 2500, cls: 0.05, homeFirstLoadJsKb: 150, firstLoadJsKb: 180, homeGzipKb: 20 };

/** The throughput table, and the home page's size as sent (gzip). */
async function throughput(misses: string[]): Promise<void> {
  const measured = await measureThroughput();
  misses.push(...reportThroughput(measured));
  const homeGzipKb = measured.homeBytes.gzip / 1024;
  if (homeGzipKb > BUDGET.homeGzipKb) misses.push(`/: home HTML ${homeGzipKb.toFixed(1)} KB gzip > ${BUDGET.homeGzipKb} KB`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main() {
  const pages = (process.env.BENCH_PAGES?.split(',') ?? DEFAULT_PAGES).map((page) => page.trim()).filter(Boolean);
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
  ensureBuild();
  const rows: PageFigures[] = [];
  const misses: string[] = [];
  if (process.env.BENCH_THROUGHPUT !== '0') await throughput(misses);
  // The proxy forwards one hop (deploy/nginx.conf says so): the site trusts it.
  const server = await startServer({ TRUSTED_PROXIES: '1' });
  if (process.env.BENCH_LIGHTHOUSE === '0') pages.length = 0;
  const direct = process.env.BENCH_VIA === 'direct';
  const proxy = direct || !pages.length ? undefined : await startTlsProxy(new URL(server.url).host);
  const baseURL = proxy?.url ?? server.url;
  try {
    for (const path of pages) {
      const samples: PageFigures[] = [];
      for (let run = 0; run < runs; run++) samples.push(await lighthousePage(baseURL, path));
      const pick = (key: keyof Omit<PageFigures, 'path'>) => median(samples.map((sample) => sample[key]));
      rows.push({
        path,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        firstLoadJsBytes: pick('firstLoadJsBytes'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
      });
    }
    const via = proxy ? `through nginx (TLS, HTTP/2) at ${proxy.url}` : `from the site's server alone (HTTP/1.1) at ${server.url}`;
    if (rows.length) console.log(`\nLighthouse mobile (median of ${runs} run${runs > 1 ? 's' : ''}), Chromium ${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}, ${via}\n`);
    if (rows.length) console.log('| page | perf | a11y | best practices | SEO | first-load JS (KB transferred) | TBT ms | LCP ms | CLS |');
    if (rows.length) console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      console.log(
        `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.firstLoadJsBytes / 1024).toFixed(1)} | ${row.tbtMs} | ${row.lcpMs} | ${row.cls} |`,
      );
    }
    // /blocks is the editors' catalogue (noindex, every block at once): reported, not budgeted.
    for (const row of rows.filter((candidate) => candidate.path !== '/blocks')) {
      if (row.performance < BUDGET.performance) misses.push(`${row.path}: performance ${row.performance} < ${BUDGET.performance}`);
      if (row.accessibility < BUDGET.accessibility) misses.push(`${row.path}: accessibility ${row.accessibility} < ${BUDGET.accessibility}`);
      if (row.bestPractices < BUDGET.bestPractices) misses.push(`${row.path}: best practices ${row.bestPractices} < ${BUDGET.bestPractices}`);
      if (row.seo < BUDGET.seo) misses.push(`${row.path}: SEO ${row.seo} < ${BUDGET.seo}`);
      if (row.tbtMs > BUDGET.tbtMs) misses.push(`${row.path}: TBT ${row.tbtMs} ms > ${BUDGET.tbtMs} ms`);
      if (row.lcpMs > BUDGET.lcpMs) misses.push(`${row.path}: LCP ${row.lcpMs} ms > ${BUDGET.lcpMs} ms`);
      if (row.cls > BUDGET.cls) misses.push(`${row.path}: CLS ${row.cls} > ${BUDGET.cls}`);
      const jsKb = row.firstLoadJsBytes / 1024;
      const jsBudget = HOME_PAGES.has(row.path) ? BUDGET.homeFirstLoadJsKb : BUDGET.firstLoadJsKb;
      if (jsKb > jsBudget) misses.push(`${row.path}: first-load JS ${jsKb.toFixed(1)} KB > ${jsBudget} KB`);
    }
    if (misses.length) {
      console.log(`\nBudgets missed:\n- ${misses.join('\n- ')}`);
      // The failing Lighthouse audits of each page that missed a budget (only when Lighthouse runs).
      for (const path of rows.length ? new Set(misses.map((miss) => miss.split(':')[0] ?? '/')) : []) {
        console.log(`\nAudits under 0.9 on ${path}:\n  ${(await failedAudits(baseURL, path)).join('\n  ')}`);
      }
      process.exitCode = 1;
    } else {
      console.log('\nAll budgets met (/blocks, the noindex catalogue, is reported but not budgeted).');
    }
  } finally {
    await proxy?.stop();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
