/**
 * `npm run bench:pages`: Lighthouse mobile on key pages of the built site served on loopback, with
 * the budgets from the issues. Prints a table; exits non-zero when a budget is missed. Benchmarks are
 * not part of `npm test` (tests never assert timings).
 *   BENCH_PAGES=/,/es  limits the pages;  BENCH_RUNS=3  takes the median of several runs.
 */
import { ensureBuild } from './start.mjs';
import { startServer } from '../e2e/server';
import { failedAudits, lighthousePage, type PageFigures } from './bench/lighthouse';

const DEFAULT_PAGES = ['/', '/es', '/nl', '/hi', '/blocks', '/domains/domain-prices', '/domains/tlds/com'];
const BUDGET = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, homeFirstLoadJsKb: 180 };

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
  try {
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
    console.log(`\nLighthouse mobile (median of ${runs} run${runs > 1 ? 's' : ''}), Chromium ${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}\n`);
    console.log('| page | perf | a11y | best practices | SEO | first-load JS (KB transferred) | LCP ms | TBT ms | CLS |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      console.log(
        `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.firstLoadJsBytes / 1024).toFixed(1)} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} |`,
      );
    }
    const misses: string[] = [];
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
      for (const path of new Set(misses.map((miss) => miss.split(':')[0] ?? '/'))) {
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
