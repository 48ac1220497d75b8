/**
 * `npm run screenshots`: refreshes docs/screenshots/ — the key pages at phone (390 px) and laptop
 * (1366 px) width, the phone menu drawer open, the company behind the site (footer, about page's
 * company details, contact cards, the report-abuse form) and the security scan's end states (host
 * not found, unreachable, partial), so a reviewer sees the site without running it. Builds when the
 * sources changed, serves the build on loopback with a throwaway DATA_DIR and the scanner's loopback
 * test bed, and drives Debian's Chromium (never a downloaded browser). Nothing outside loopback is
 * contacted.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { startTestbed } from '../testbed/testbed';
import { startServer } from './lib/site-process';
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

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

/** Shows a part of the page at the top of the viewport (below the sticky header). */
async function scrollToPart(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().evaluate((element) => {
    const top = element.getBoundingClientRect().top + window.scrollY - 80;
    window.scrollTo(0, Math.max(0, top));
  });
  await page.waitForTimeout(300);
}

/** Scans `host` and waits for the end state (or the report). */
async function scan(page: Page, host: string, until: string): Promise<void> {
  const input = page.getByLabel('Host name to scan');
  await input.fill(host);
  await page.getByRole('button', { name: 'Scan now' }).click();
  await page.locator(until).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(300);
}

async function main(): Promise<void> {
  ensureBuild();
  // The scan's end states need real DNS answers: the scanner's loopback test bed (unbound + nginx).
  const testbed = await startTestbed();
  const server = await startServer({ ...testbed.env, SCAN_STEP_DWELL_MS: '0,40' });
  const base = server.url;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const shot = async (page: Page, name: string, label: string, options: { fullPage?: boolean; element?: string } = {}) => {
    const file = path.join(out, `${name}-${label}.png`);
    if (options.element) await page.locator(options.element).first().screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: options.fullPage });
    console.log(path.relative(root, file));
  };
  try {
    mkdirSync(out, { recursive: true });
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort()));
      const page = await context.newPage();
      for (const target of PAGES) {
        const response = await page.goto(`${base}${target.path}`);
        if (response?.status() !== 200) {
          console.warn(`skipped ${target.path}: HTTP ${response?.status()}`);
          continue;
        }
        await settle(page);
        await shot(page, target.name, size.label);
      }
      if (size.width < 1024) {
        await page.goto(`${base}/`);
        await settle(page);
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog').waitFor();
        await shot(page, 'menu-drawer', size.label);
      }

      // The company behind the site: the footer, the about page's company details, the contact cards.
      await page.goto(`${base}/company/about-us`);
      await settle(page);
      // The footer alone: the sticky header and promotion bar would otherwise lie over it.
      const unstick = await page.addStyleTag({ content: 'body > header, [data-testid="sticky-promo"] { position: static !important; }' });
      await shot(page, 'footer', size.label, { element: 'footer' });
      await unstick.evaluate((style) => (style as HTMLStyleElement).remove());
      await scrollToPart(page, '[data-company-details="imprint"]');
      await shot(page, 'about-company', size.label);
      for (const [name, pagePath] of [['contact-sales', '/company/contact-us/sales-inquiries'], ['report-abuse', '/company/contact-us/report-abuse']] as const) {
        await page.goto(`${base}${pagePath}`);
        await settle(page);
        await scrollToPart(page, '[data-company-details], [data-support-form]');
        await shot(page, name, size.label);
      }

      // The scan's end states: a host that does not exist, one whose name servers fail, a partial scan.
      const tool = `${base}/tools/web-security-scan`;
      await page.goto(tool);
      await settle(page);
      await scan(page, 'www.missing.test', '[data-testid="scan-end-state"]');
      if (size.width < 1024) await scrollToPart(page, '[data-testid="scan-end-state"]');
      await shot(page, 'scan-not-found', size.label);
      await page.goto(tool);
      await settle(page);
      await scan(page, 'www.refused.test', '[data-testid="scan-end-state"]');
      if (size.width < 1024) await scrollToPart(page, '[data-testid="scan-end-state"]');
      await shot(page, 'scan-unreachable', size.label);
      // Partial: the mail checks' call fails (answered 503 here), the scan goes on without them.
      await page.route('**/api/web-sec-tool/check-email-security', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"code":"internal-error"}' }));
      await page.goto(tool);
      await settle(page);
      await scan(page, 'perfect.test', '[data-testid="scan-partial"]');
      await scrollToPart(page, size.width < 1024 ? '[data-testid="scan-partial"]' : '[data-testid="scan-report"]');
      await shot(page, 'scan-partial', size.label);
      await page.unroute('**/api/web-sec-tool/check-email-security');
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    await testbed.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
