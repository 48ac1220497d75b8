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
 * 2. Lighthouse mobile on key pages (BENCH_LIGHTHOUSE=0 skips it).
 *
 *   BENCH_PAGES=/,/es  limits the Lighthouse pages;  BENCH_RUNS=3  takes the median of several runs;
 *   BENCH_DURATION=10  seconds per throughput target;  BENCH_CONNECTIONS=50;  BENCH_THROUGHPUT=0 skips 1.
 */
import { ensureBuild } from './start.mjs';
import { startServer } from './lib/site-process';
import { failedAudits, lighthousePage, type PageFigures } from './bench/lighthouse';
import { measureThroughput, reportThroughput } from './bench/throughput';

const DEFAULT_PAGES = ['/', '/es', '/nl', '/hi', '/blocks', '/domains/domain-prices', '/domains/tlds/com'];
const BUDGET = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, homeFirstLoadJsKb: 180, homeGzipKb: 20 };

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
  const server = await startServer();
  try {
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
