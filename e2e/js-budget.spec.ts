import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const baseURL = inject('baseURL');

/**
 * The JavaScript budget (issue 26): the scripts a phone downloads to show a page, before anyone
 * touches it, weigh at most 150 KB compressed on the home pages and 180 KB on every other page.
 * Counted in bytes, never in time: the body of every script response of the first load (until the
 * network is idle) as it came over the wire: the Brotli copies made at build, which Chromium
 * accepts (scripts/server/build-assets.ts). Lighthouse's phone (412 × 823).
 */
const KB = 1024;
const budgets: Array<{ path: string; kb: number }> = [
  ...['/', '/es', '/nl', '/hi'].map((path) => ({ path, kb: 150 })),
  ...['/domains/domain-prices', '/domains/tlds/com', '/membership-plans', '/blog', '/support'].map((path) => ({ path, kb: 180 })),
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every script the page loads on first load, with the bytes of its body as transferred and its coding. */
async function firstLoadScripts(path: string): Promise<Array<{ url: string; bytes: number; coding: string }>> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    return hostname === '127.0.0.1' || hostname === 'localhost' ? route.continue() : route.abort('blockedbyclient');
  });
  try {
    const page = await context.newPage();
    const scripts: Array<Promise<{ url: string; bytes: number; coding: string }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          await response.finished();
          const { responseBodySize } = await response.request().sizes();
          return { url: new URL(response.url()).pathname, bytes: responseBodySize, coding: (await response.allHeaders())['content-encoding'] ?? 'identity' };
        })(),
      );
    });
    const answer = await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
    expect(answer?.status(), path).toBe(200);
    return await Promise.all(scripts);
  } finally {
    await context.close();
  }
}

describe('first-load JavaScript budget (compressed, as transferred)', () => {
  it.each(budgets)('$path loads at most $kb KB of JavaScript', async ({ path, kb }) => {
    const scripts = await firstLoadScripts(path);
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    // The page's own scripts are there (a page that loaded none would pass for the wrong reason),
    // each one compressed and counted by what it weighed on the wire.
    expect(scripts.some((script) => script.url.startsWith('/_next/static/chunks/')), path).toBe(true);
    for (const script of scripts) {
      expect(script.coding, script.url).toBe('br');
      expect(script.bytes, script.url).toBeGreaterThan(0);
    }
    const listing = scripts
      .sort((a, b) => b.bytes - a.bytes)
      .map((script) => `${(script.bytes / KB).toFixed(1)} KB ${script.coding} ${script.url}`)
      .join('\n');
    expect(total / KB, `${path}: ${(total / KB).toFixed(1)} KB > ${kb} KB\n${listing}`).toBeLessThanOrEqual(kb);
  });
});
