/**
 * `npm run bench:pages`: the built site served on loopback by its own server (scripts/serve.mjs),
 * measured two ways, with the budgets from the issues. Prints tables; exits non-zero when a budget
 * is missed. Benchmarks are not part of `npm test` (tests never assert timings).
 *
 * 1. Throughput, in one run: home, domain prices and a TLD page at 50 connections against a trivial
 *    route handler (/api/health) — budget: each page ≥ 50 % of the trivial route's req/s, p99 < 100 ms —
 *    and the home HTML size gzipped (budget ≤ 20 KB).
 * 2. Lighthouse mobile on key pages (BENCH_LIGHTHOUSE=0 skips it).
 *
 *   BENCH_PAGES=/,/es  limits the Lighthouse pages;  BENCH_RUNS=3  takes the median of several runs;
 *   BENCH_DURATION=10  seconds per throughput target;  BENCH_CONNECTIONS=50.
 */
import { get } from 'node:http';
import { autocannon } from './bench/autocannon';
import { ensureBuild } from './start.mjs';
import { startServer } from './lib/site-process';
import { failedAudits, lighthousePage, type PageFigures } from './bench/lighthouse';

const DEFAULT_PAGES = ['/', '/es', '/nl', '/hi', '/blocks', '/domains/domain-prices', '/domains/tlds/com'];
const BUDGET = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, homeFirstLoadJsKb: 180, throughputRatio: 0.5, p99Ms: 100, homeGzipKb: 20 };
const THROUGHPUT_TARGETS = ['/api/health', '/', '/domains/domain-prices', '/domains/tlds/com'];

/** Bytes of the body as sent with Accept-Encoding: gzip (not decoded). */
function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => (response.headers['content-encoding'] === 'gzip' ? resolve(bytes) : reject(new Error(`${url} was not sent gzipped`))));
    }).on('error', reject);
  });
}

/** Req/s and p99 of each target, the trivial route first; pages are warmed (rendered into the cache) before. */
async function throughput(baseUrl: string, misses: string[]): Promise<void> {
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  for (const target of THROUGHPUT_TARGETS) for (let i = 0; i < 3; i++) await fetch(`${baseUrl}${target}`).then((response) => response.arrayBuffer());
  const homeHtml = Buffer.from(await (await fetch(`${baseUrl}/`)).arrayBuffer());
  // What the server actually sends a browser (cached page, gzip from the site's server).
  const homeGzipKb = (await wireBytes(`${baseUrl}/`)) / 1024;
  const rows: Array<{ target: string; rps: number; p99: number; errors: number }> = [];
  for (const target of THROUGHPUT_TARGETS) {
    await autocannon(`${baseUrl}${target}`, connections, 2); // warm-up, not reported
    const result = await autocannon(`${baseUrl}${target}`, connections, duration);
    rows.push({ target, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx });
  }
  const trivial = rows[0]!;
  console.log(`\nThroughput at ${connections} connections, ${duration} s each, one run (Accept-Encoding: gzip; request logs off)\n`);
  console.log('| target | req/s | share of trivial route | p99 ms | errors/non-2xx |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.target} | ${row.rps.toFixed(0)} | ${((row.rps / trivial.rps) * 100).toFixed(0)} % | ${row.p99} | ${row.errors} |`);
  console.log(`\nHome HTML: ${(homeHtml.length / 1024).toFixed(1)} KB, ${homeGzipKb.toFixed(1)} KB gzip as sent (budget ≤ ${BUDGET.homeGzipKb} KB)`);
  for (const row of rows.slice(1)) {
    if (row.rps / trivial.rps < BUDGET.throughputRatio) misses.push(`${row.target}: ${((row.rps / trivial.rps) * 100).toFixed(0)} % of the trivial route's req/s < ${BUDGET.throughputRatio * 100} %`);
    if (row.p99 >= BUDGET.p99Ms) misses.push(`${row.target}: p99 ${row.p99} ms ≥ ${BUDGET.p99Ms} ms`);
    if (row.errors) misses.push(`${row.target}: ${row.errors} errors`);
  }
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
  const server = await startServer();
  const rows: PageFigures[] = [];
  const misses: string[] = [];
  try {
    await throughput(server.url, misses);
    if (process.env.BENCH_LIGHTHOUSE === '0') pages.length = 0;
    for (const path of pages) {
      const samples: PageFigures[] = [];
      for (let run = 0; run < runs; run++) samples.push(await lighthousePage(server.url, path));
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
    if (rows.length) console.log(`\nLighthouse mobile (median of ${runs} run${runs > 1 ? 's' : ''}), Chromium ${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}\n`);
    if (rows.length) console.log('| page | perf | a11y | best practices | SEO | first-load JS (KB transferred) | LCP ms | TBT ms | CLS |');
    if (rows.length) console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      console.log(
        `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.firstLoadJsBytes / 1024).toFixed(1)} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} |`,
      );
    }
    // /blocks is the editors' catalogue (noindex, every block at once): reported, not budgeted.
    for (const row of rows.filter((candidate) => candidate.path !== '/blocks')) {
      if (row.performance < BUDGET.performance) misses.push(`${row.path}: performance ${row.performance} < ${BUDGET.performance}`);
      if (row.accessibility < BUDGET.accessibility) misses.push(`${row.path}: accessibility ${row.accessibility} < ${BUDGET.accessibility}`);
      if (row.bestPractices < BUDGET.bestPractices) misses.push(`${row.path}: best practices ${row.bestPractices} < ${BUDGET.bestPractices}`);
      if (row.seo < BUDGET.seo) misses.push(`${row.path}: SEO ${row.seo} < ${BUDGET.seo}`);
    }
    const home = rows.find((row) => row.path === '/');
    if (home && home.firstLoadJsBytes / 1024 > BUDGET.homeFirstLoadJsKb) misses.push(`/: first-load JS ${(home.firstLoadJsBytes / 1024).toFixed(1)} KB > ${BUDGET.homeFirstLoadJsKb} KB`);
    if (misses.length) {
      console.log(`\nBudgets missed:\n- ${misses.join('\n- ')}`);
      // The failing Lighthouse audits of each page that missed a budget (only when Lighthouse runs).
      for (const path of rows.length ? new Set(misses.map((miss) => miss.split(':')[0] ?? '/')) : []) {
        console.log(`\nAudits under 0.9 on ${path}:\n  ${(await failedAudits(server.url, path)).join('\n  ')}`);
      }
      process.exitCode = 1;
    } else {
      console.log('\nAll budgets met (/blocks, the noindex catalogue, is reported but not budgeted).');
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
