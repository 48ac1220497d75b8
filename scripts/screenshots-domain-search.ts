/**
 * `npm run screenshots:domain-search`: the domain search results at phone (390 px) and laptop
 * (1366 px) width into docs/screenshots/ — the home hero's streamed results, the results page
 * without JavaScript, and a bulk search. The registries are the loopback fakes of the e2e test
 * (src/lib/domain-search/testing/fakes.ts: .com free, .net taken, .io hanging, .org rate-limited,
 * .co broken then taken, others free), so nothing outside loopback is contacted. Builds when the
 * sources changed; drives Debian's Chromium.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startRegistryWorld } from '../src/lib/domain-search/testing/fakes';
import { root, startServer } from './lib/site-process';
import { ensureBuild } from './start.mjs';

const out = path.join(root, 'docs', 'screenshots');
const SIZES = [
  { label: '390', width: 390, height: 844 },
  { label: '1366', width: 1366, height: 900 },
];

async function finished(page: Page): Promise<void> {
  await page.getByTestId('domain-results').first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="domain-results"] [data-status="pending"]').length === 0, undefined, { timeout: 20_000 });
  await page.waitForTimeout(300);
}

async function main(): Promise<void> {
  ensureBuild();
  const world = await startRegistryWorld();
  const server = await startServer({ ...world.env, DOMAIN_SEARCH_TIMEOUT_MS: '1500', DOMAIN_SEARCH_RATE_LIMIT: '1000' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const shots: string[] = [];
  const save = async (page: Page, name: string, fullPage = false) => {
    const file = path.join(out, `${name}.png`);
    await page.screenshot({ path: file, fullPage });
    shots.push(path.relative(root, file));
  };
  try {
    mkdirSync(out, { recursive: true });
    for (const size of SIZES) {
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, javaScriptEnabled });
        await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort()));
        const page = await context.newPage();
        if (javaScriptEnabled) {
          // the home hero: type, submit, the rows stream in below the box
          await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
          const box = page.getByRole('search').first();
          await box.getByRole('textbox').fill('mybrand');
          await box.getByRole('button').click();
          await page.getByTestId('domain-results').first().waitFor();
          await page.getByTestId('domain-results').first().scrollIntoViewIfNeeded();
          await save(page, `domain-search-streaming-${size.label}`);
          await finished(page);
          await page.getByTestId('domain-results').first().evaluate((element) => element.scrollIntoView({ block: 'start' }));
          await page.evaluate(() => window.scrollBy(0, -80));
          await save(page, `domain-search-home-${size.label}`);
          // bulk search on the results page
          await page.goto(`${server.url}/domains/search#bulk`, { waitUntil: 'networkidle' });
          await page.getByLabel('Domain names, one per line').fill('mybrand.com\nmybrand.net\ntaken-shop.nl\nmy-brand.es\nbad_name.com\nmybrand.zz');
          await page.getByRole('button', { name: 'Check names' }).click();
          await finished(page);
          await page.locator('#bulk').evaluate((element) => element.scrollIntoView({ block: 'start' }));
          await save(page, `domain-search-bulk-${size.label}`);
        } else {
          // without JavaScript: the results page answers in full (Spanish page, prices in EUR)
          await page.goto(`${server.url}/es/domains/search?q=mybrand`);
          await page.getByTestId('domain-results').first().waitFor();
          await save(page, `domain-search-results-es-nojs-${size.label}`, true);
        }
        await context.close();
      }
    }
    for (const shot of shots) console.log(shot);
  } finally {
    await browser.close();
    await server.stop();
    await world.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
