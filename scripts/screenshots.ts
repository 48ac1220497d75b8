/**
 * `npm run screenshots`: refreshes docs/screenshots/ — the key pages at phone (390 px) and laptop
 * (1366 px) width, plus the phone menu drawer open, so a reviewer sees the site without running it.
 * Builds when the sources changed, serves the build on loopback with a throwaway DATA_DIR, and
 * drives Debian's Chromium (never a downloaded browser). Nothing outside loopback is contacted.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { ensureBuild } from './start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'docs', 'screenshots');

const PAGES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'domain-prices', path: '/domains/domain-prices' },
  { name: 'tld-com', path: '/domains/tlds/com' },
  { name: 'memberships', path: '/membership-plans' },
  { name: 'promotions', path: '/membership-plans/promotions' },
  { name: 'blog', path: '/blog' },
  { name: 'support', path: '/support' },
  { name: 'security-scan', path: '/tools/web-security-scan' },
];
/** The pages whose prices, offers and memberships must agree, in every language and currency (issue 25). */
const MONEY_PAGES = ['home', 'tld-com', 'memberships', 'promotions'];
for (const prefix of ['es', 'nl', 'hi']) {
  for (const target of PAGES.filter((candidate) => MONEY_PAGES.includes(candidate.name))) {
    PAGES.push({ name: `${target.name}-${prefix}`, path: `/${prefix}${target.path === '/' ? '' : target.path}` });
  }
}

const SIZES = [
  { label: '390', width: 390, height: 844 },
  { label: '1366', width: 1366, height: 900 },
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

async function main(): Promise<void> {
  ensureBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'screenshots-data-'));
  const server = spawn(path.join(root, 'node_modules', '.bin', 'next'), ['start', '-p', String(port), '-H', 'localhost'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    await waitFor(`${base}/robots.txt`, Date.now() + 60_000);
    mkdirSync(out, { recursive: true });
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      await context.route('**/*', (route) => (new URL(route.request().url()).hostname === 'localhost' ? route.continue() : route.abort()));
      const page = await context.newPage();
      for (const target of PAGES) {
        const response = await page.goto(`${base}${target.path}`);
        if (response?.status() !== 200) {
          console.warn(`skipped ${target.path}: HTTP ${response?.status()}`);
          continue;
        }
        await settle(page);
        const file = path.join(out, `${target.name}-${size.label}.png`);
        await page.screenshot({ path: file });
        console.log(path.relative(root, file));
      }
      if (size.width < 1024) {
        await page.goto(`${base}/`);
        await settle(page);
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog').waitFor();
        const file = path.join(out, `menu-drawer-${size.label}.png`);
        await page.screenshot({ path: file });
        console.log(path.relative(root, file));
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
