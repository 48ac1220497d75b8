import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, loopbackContext } from './browser';
import { startServer, type RunningServer } from './server';

let withTagManager: RunningServer;

beforeAll(async () => {
  withTagManager = await startServer({ GTM_ID: 'GTM-TEST123' });
});
afterAll(async () => {
  await withTagManager?.stop();
});

describe('tag manager', () => {
  it('is loaded after the page is interactive, trusted by the nonce, when GTM_ID is configured', async () => {
    const browser = await launchBrowser();
    try {
      const context = await loopbackContext(browser);
      const page = await context.newPage();
      const cspViolations: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
      });
      const html = await (await fetch(`${withTagManager.url}/`)).text();
      // Not in the server HTML as a parser-blocking script: Next injects it after hydration.
      expect(html).not.toMatch(/<script[^>]+googletagmanager/);
      await page.goto(`${withTagManager.url}/`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => (window.dataLayer ?? []).some((event) => event.event === 'gtm.js'));
      expect(context.blocked.some((url) => url.startsWith('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123'))).toBe(true);
      expect(cspViolations).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('is absent when not configured', async () => {
    const html = await (await fetch(`${inject('baseURL')}/`)).text();
    expect(html).not.toContain('googletagmanager');
  });
});
