import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, loopbackContext } from './browser';
import { root, startServer } from './server';

const baseURL = inject('baseURL');
const LOCALE_PAGES = ['/', '/es', '/nl', '/hi', '/membership-plans', '/es/membership-plans', '/domains/tlds/com', '/hi/domains/tlds/com', '/blocks'];

function nonceOf(response: Response): string | undefined {
  return response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
}

async function expectEveryLocaleAnswers(url: string) {
  for (const pathname of LOCALE_PAGES) {
    const response = await fetch(`${url}${pathname}`, { redirect: 'manual' });
    expect(response.status, `${pathname} on ${url}`).toBe(200);
    expect(await response.text()).toContain('<main');
  }
}

describe('any bind address', () => {
  // The Next.js 16.2.6+ regression answered every English page with a 307 to itself under -H 127.0.0.1.
  it('plain `next start -H 127.0.0.1` serves every locale with 200 (no redirect loop)', async () => {
    const plain = await startServer({}, { server: 'next', host: '127.0.0.1' });
    try {
      await expectEveryLocaleAnswers(plain.url);
    } finally {
      await plain.stop();
    }
  });

  it('the site server (npm start) bound to 127.0.0.1 serves every locale with 200', async () => {
    expect(new URL(baseURL).hostname).toBe('127.0.0.1');
    await expectEveryLocaleAnswers(baseURL);
  });
});

describe('pages from the cache with a strict CSP (nonce substitution)', () => {
  const placeholder = () => readFileSync(path.join(root, '.next', 'csp-nonce-placeholder'), 'utf8').trim();

  it('a content page is rendered once and then served from the cache, each response with its own nonce', async () => {
    const url = `${baseURL}/es/membership-plans`;
    await fetch(url);
    const first = await fetch(url);
    const second = await fetch(url);
    expect(first.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a).not.toBe(b);
    const [htmlA, htmlB] = [await first.text(), await second.text()];
    const noncesIn = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
    expect([...noncesIn(htmlA)]).toEqual([a]);
    expect([...noncesIn(htmlB)]).toEqual([b]);
    // Shared caches must not keep one nonce for everyone; no validators that would pair an old body with a new nonce.
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('etag')).toBeNull();
  });

  it('the placeholder never leaves the server: not in pages, RSC payloads, 404s or headers', async () => {
    const secret = placeholder();
    expect(secret).toHaveLength(24);
    const responses = await Promise.all([
      fetch(`${baseURL}/`),
      fetch(`${baseURL}/nl`),
      fetch(`${baseURL}/domains/tlds/com`),
      fetch(`${baseURL}/no-such-page`),
      fetch(`${baseURL}/membership-plans`, { headers: { RSC: '1' } }),
      fetch(`${baseURL}/`, { headers: { 'Accept-Encoding': 'gzip' } }),
    ]);
    for (const response of responses) {
      expect(response.headers.get('content-security-policy') ?? '').not.toContain(secret);
      expect(await response.text()).not.toContain(secret);
    }
  });

  it('compresses pages after the substitution', async () => {
    const response = await fetch(`${baseURL}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    // fetch decompresses; the header tells the server compressed it.
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = await response.text();
    expect(html).toContain(`nonce="${nonceOf(response)}"`);
  });

  describe('in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('refuses an inline script injected into a cached page, while the page’s own scripts run', async () => {
      const context = await loopbackContext(browser);
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      // Simulate markup that slipped into a stored page: an inline script, and one that guesses a nonce.
      await page.route(`${baseURL}/membership-plans`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '</body>',
          `<script>window.__injected = 'plain'</script><script nonce="${placeholder()}">window.__injected = 'placeholder'</script></body>`,
        );
        await route.fulfill({ response, body: html });
      });
      await page.goto(`${baseURL}/membership-plans`);
      await page.waitForFunction(() => document.readyState === 'complete');
      // Next's own scripts carry the response's nonce and ran: React hydrated the page.
      await page.waitForFunction(() => Array.isArray((window as unknown as { __next_f?: unknown[] }).__next_f));
      expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
      expect(violations.length).toBeGreaterThanOrEqual(2);
      await context.close();
    });
  });
});
