import http from 'node:http';
import { createServer } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loopbackContext } from './browser';
import { freePort, startServer, type RunningServer } from './server';

/**
 * A newcomer's `PORT=3500 npm start` (issue 28): a fresh data directory, SITE_URL unset. Links name
 * the origin each request came to (src/lib/site/origin.ts), put into cached pages per answer by the
 * site's server (scripts/server/origin-substitution.ts), and the start says nothing alarming.
 */
const WANTED_PORT = 3500;

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

let site: RunningServer;
let port: number;
let browser: Browser;

/** GET with a Host of our choosing (fetch does not let one set it). */
function get(path: string, host: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      })
      .on('error', reject);
  });
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
/** Every absolute http(s) origin in a text that is not a third party's. */
const ownOrigins = (text: string) => new Set([...text.matchAll(/https?:\/\/(?:127\.0\.0\.1|localhost|[a-z0-9-]+\.test|request-origin[a-z.-]*)(?::\d+)?/g)].map((match) => match[0]));

beforeAll(async () => {
  // The machine is shared: 3500 when it is free (as the issue says), else any port, the same checks.
  port = (await portIsFree(WANTED_PORT)) ? WANTED_PORT : await freePort();
  site = await startServer({ SITE_URL: '', EXPOSE_CACHE_STATUS: '1', LOG_REQUESTS: '1' }, { port });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('SITE_URL unset: links name the origin the request came to', () => {
  it("the home page's canonical link and the sitemap name the port the site runs on", async () => {
    const home = await get('/', `127.0.0.1:${port}`);
    expect(canonical(home.text)).toBe(`http://127.0.0.1:${port}`);
    const sitemap = await get('/sitemap.xml', `127.0.0.1:${port}`);
    const locations = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations.length).toBeGreaterThan(50);
    for (const location of locations) expect(location.startsWith(`http://127.0.0.1:${port}/`), location).toBe(true);
    const robots = await get('/robots.txt', `localhost:${port}`);
    expect(robots.text).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
    const feed = await get('/blog/feed.xml', `localhost:${port}`);
    expect([...ownOrigins(feed.text)]).toEqual([`http://localhost:${port}`]);
  });

  it("a cached page never serves one visitor's Host to another", async () => {
    const hosts = [`127.0.0.1:${port}`, `localhost:${port}`, 'shop.test', `127.0.0.1:${port}`, 'agency.test:8080'];
    for (const pathname of ['/', '/es/membership-plans', '/domains/tlds/com']) {
      await get(pathname, hosts[0]!);
      for (const host of hosts) {
        const answer = await get(pathname, host);
        expect(answer.headers['x-nextjs-cache'], pathname).toBe('HIT');
        expect([...ownOrigins(answer.text)], `${pathname} for ${host}`).toEqual([`http://${host}`]);
        expect(canonical(answer.text)).toBe(`http://${host}${pathname === '/' ? '' : pathname}`);
      }
    }
    // RSC payloads of client navigations too (`_rsc` empty: the value Next expects without router headers).
    const rsc = await get('/domains/tlds/com?_rsc', 'agency.test:8080', { RSC: '1' });
    expect(rsc.headers['content-type']).toMatch(/text\/x-component/);
    expect([...ownOrigins(rsc.text)]).toEqual(['http://agency.test:8080']);
  });

  it('a Host that is not a plain host name is never written into a page', async () => {
    const answer = await get('/', '"><script>alert(1)</script>');
    expect(answer.text).not.toContain('<script>alert(1)');
    expect(canonical(answer.text)).toBe(`http://localhost:${port}`);
  });

  it('a page whose JSON-LD names the origin hydrates in Chromium (the payload’s byte counts still hold)', async () => {
    const context = await loopbackContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`http://127.0.0.1:${port}/domains/tlds/com`);
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.waitForFunction(() => Array.isArray((window as unknown as { __next_f?: unknown[] }).__next_f));
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.stringify(JSON.parse(jsonLd ?? '{}'))).toContain(`http://127.0.0.1:${port}/domains/tlds/com`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a normal start', () => {
  it('prints no warning and no error', async () => {
    const startLines = site
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: string; msg: string })
      .filter((entry) => entry.msg !== 'request');
    expect(startLines.some((entry) => entry.msg === 'listening')).toBe(true);
    expect(startLines.filter((entry) => entry.level === 'warn' || entry.level === 'error' || /[⚠⨯]/.test(entry.msg))).toEqual([]);
  });
});
