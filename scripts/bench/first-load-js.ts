/**
 * First-load JavaScript per page, as `e2e/js-budget.spec.ts` counts it (the bytes on the wire of every
 * script a phone-sized Chromium loads before interaction: Brotli), beside the scripts' gzip size,
 * with each file when VERBOSE=1: for finding what
 * to split when a page goes over its budget. `npx tsx scripts/bench/first-load-js.ts`;
 * PAGES=/,/es limits the pages; BASE=http://… measures a running site instead of starting one.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../lib/site-process';

const pages = (process.env.PAGES ?? '/,/es,/nl,/hi,/domains/domain-prices,/domains/tlds/com,/membership-plans,/blog,/support').split(',');
const server = process.env.BASE ? null : await startServer();
const base = process.env.BASE ?? server!.url;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const path of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const scripts: { url: string; size: number; wire: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push((async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        scripts.push({ url: new URL(response.url()).pathname, size: gzipSync(body).length, wire: sizes.responseBodySize });
      })());
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const total = scripts.reduce((s, x) => s + x.size, 0);
    const wire = scripts.reduce((s, x) => s + x.wire, 0);
    console.log(`${path}\t${(wire / 1024).toFixed(1)} KB wire\t${(total / 1024).toFixed(1)} KB gzip\t${scripts.length} files`);
    if (process.env.VERBOSE) for (const s of scripts.sort((a, b) => b.wire - a.wire)) console.log(`   ${(s.wire / 1024).toFixed(1)}\t${s.url}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server?.stop();
}
