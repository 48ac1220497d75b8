import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTlsProxy, type TlsProxy } from '../scripts/lib/tls-proxy';
import { startFakeWordPress, type FakeSiteData, type FakeWordPress } from '../src/lib/content/wordpress/testing/fake-wpgraphql';
import { launchBrowser } from './browser';
import { freePort, startServer, type RunningServer } from './server';

/**
 * The cached deployment (deploy/nginx-cache.conf, docs/csp.md "Pages a shared cache can serve"):
 * nginx on loopback keeps pages in its own cache and puts a fresh nonce ($request_id) in every
 * answer; the site (pages from a WordPress double, so an edit can be revalidated) behind it.
 */
const PLACEHOLDER = randomBytes(16).toString('hex');
const SECRET = 'e2e-revalidate-secret-0123456789';

const heading = (title: string) => ({ name: 'acf/heading', attributesJSON: JSON.stringify({ heading: { title, tag: 'h1' } }), innerBlocks: [] });
const wpPage = (uri: string, title: string) => ({ id: `page:${uri}`, uri, title, slug: uri.replaceAll('/', ''), seo: { title }, blocks: [heading(title)], locale: { id: 'en_US' }, translations: [] });
const h1 = (html: string) => html.match(/<h1[^>]*>(?:<span[^>]*>)?(.*?)(?:<\/span>)?<\/h1>/)?.[1] ?? null;

let fake: FakeWordPress;
let data: FakeSiteData;
let site: RunningServer;
let proxy: TlsProxy;
let ca: string;
let browser: Browser;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(new URL(url), { method: init.method ?? 'GET', headers: init.headers, ca }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** nginx's cache statuses for an answer from its cache (fresh, or stale while it refreshes). */
const FROM_CACHE = /^(?:HIT|STALE|UPDATING)$/;
const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
/** The cache status nginx logged for each request of `path` (deploy/nginx-cache.conf's log format). */
const cacheLog = (path: string) =>
  proxy
    .accessLog()
    .split('\n')
    .map((line) => line.split(' '))
    .filter((fields) => fields[4] === path)
    .map((fields) => fields[1]);
/** nginx writes a request's log line after its answer has gone out: wait until `path` has `count` lines. */
async function cacheLogOf(path: string, count: number): Promise<(string | undefined)[]> {
  await expect.poll(() => cacheLog(path).length, { timeout: 5_000, interval: 50 }).toBeGreaterThanOrEqual(count);
  return cacheLog(path);
}

beforeAll(async () => {
  fake = await startFakeWordPress(() => {
    data = { pages: [wpPage('/', 'Cached home'), wpPage('/about-us/', 'About us, first version')], posts: [], themeOptions: {} };
    return data;
  });
  const ports = { https: await freePort(), http: await freePort() };
  site = await startServer(
    {
      SITE_URL: `https://localhost:${ports.https}`,
      TRUSTED_PROXIES: '1',
      CSP_NONCE_PLACEHOLDER: PLACEHOLDER,
      PROXY_CACHE_SECONDS: '1',
      CONTENT_SOURCE: 'wordpress',
      WORDPRESS_GRAPHQL_URL: fake.url,
      WORDPRESS_AUTH_TOKEN: 'e2e-token',
      REVALIDATE_SECRET: SECRET,
    },
    { host: '127.0.0.1' },
  );
  proxy = await startTlsProxy(new URL(site.url).host, ports, { config: 'nginx-cache.conf', values: { NONCE_PLACEHOLDER: PLACEHOLDER } });
  ca = readFileSync(proxy.caFile, 'utf8');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await proxy?.stop();
  await site?.stop();
  await fake?.close();
});

describe('pages from the proxy cache (deploy/nginx-cache.conf)', () => {
  it('two requests for one page get different nonces, the second from the proxy’s cache; the placeholder reaches no one', async () => {
    const first = await request(`${proxy.url}/about-us`);
    const second = await request(`${proxy.url}/about-us`);
    expect(first.status).toBe(200);
    expect(h1(second.text)).toBe('About us, first version');
    const [filled, served] = await cacheLogOf('/about-us', 2);
    expect(filled).toBe('MISS');
    expect(served).toMatch(FROM_CACHE);
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    for (const [answer, nonce] of [[first, a], [second, b]] as const) {
      expect(new Set([...answer.text.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))).toEqual(new Set([nonce]));
      expect(answer.text).not.toContain(PLACEHOLDER);
      expect(JSON.stringify(answer.headers)).not.toContain(PLACEHOLDER);
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers['x-accel-expires']).toBeUndefined();
      // One visitor's request id is not every visitor's.
      expect(answer.headers['x-request-id']).toBeUndefined();
    }
    // RSC payloads get their nonce too, compressed by nginx after the substitution.
    const rsc = await request(`${proxy.url}/about-us`, { headers: { RSC: '1' } });
    expect(rsc.text).not.toContain(PLACEHOLDER);
  });

  it('serves a cached page while the site process is stopped (nginx answers without Node)', async () => {
    const before = cacheLog('/').length;
    await request(`${proxy.url}/`);
    await request(`${proxy.url}/`);
    site.child.kill('SIGSTOP');
    try {
      const answer = await request(`${proxy.url}/`);
      expect(answer.status).toBe(200);
      expect(h1(answer.text)).toBe('Cached home');
      expect(answer.text).toContain(`nonce="${nonceOf(answer)}"`);
    } finally {
      site.child.kill('SIGCONT');
    }
    expect((await cacheLogOf('/', before + 3)).slice(-1)[0]).toMatch(FROM_CACHE);
  });

  it('the placeholder goes only to whoever names it: a client naming a wrong one, direct or through nginx, gets a nonce', async () => {
    const direct = await fetch(`${site.url}/about-us`, { headers: { 'x-site-nonce-placeholder': 'f'.repeat(32) } });
    expect(await direct.text()).not.toContain(PLACEHOLDER);
    expect(direct.headers.get('x-accel-expires')).toBeNull();
    const forged = await request(`${proxy.url}/about-us?forged`, { headers: { 'x-site-nonce-placeholder': 'f'.repeat(32) } });
    expect(forged.text).not.toContain(PLACEHOLDER);
    expect(nonceOf(forged)).toMatch(/^[0-9a-f]{32}$/);
    // nginx itself names it: the site then answers with the placeholder in, for nginx to fill.
    const asProxy = await fetch(`${site.url}/about-us`, { headers: { 'x-site-nonce-placeholder': PLACEHOLDER } });
    expect(asProxy.headers.get('x-accel-expires')).toBe('1');
    expect(await asProxy.text()).toContain(`nonce="${PLACEHOLDER}"`);
  });

  it('a page rendered per request is never kept by the proxy', async () => {
    await request(`${proxy.url}/newsletter/confirm?token=x`);
    await request(`${proxy.url}/newsletter/confirm?token=x`);
    expect(await cacheLogOf('/newsletter/confirm?token=x', 2)).toEqual(['MISS', 'MISS']);
  });

  it('a POST /api/revalidate reaches visitors of the cached page', async () => {
    expect(h1((await request(`${proxy.url}/about-us`)).text)).toBe('About us, first version');
    const about = data.pages.find((page) => page.uri === '/about-us/')!;
    about.title = 'About us, edited';
    about.blocks = [heading('About us, edited')];
    const revalidated = await request(`${proxy.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
      body: JSON.stringify({ uri: '/about-us/', type: 'page' }),
    });
    expect(revalidated.status).toBe(200);
    // nginx keeps a page at most PROXY_CACHE_SECONDS (1 here), then refreshes it in the background.
    await expect.poll(async () => h1((await request(`${proxy.url}/about-us`)).text), { timeout: 10_000, interval: 300 }).toBe('About us, edited');
    // The edit came in through a background refresh, a stale answer going out meanwhile.
    expect(cacheLog('/about-us').some((status) => status === 'STALE' || status === 'UPDATING')).toBe(true);
  });
});

describe('in Chromium through the proxy', () => {
  it('refuses a script injected into the cached page, and one carrying a nonce of an earlier answer, while the page’s own scripts run', async () => {
    await request(`${proxy.url}/about-us`);
    const earlier = nonceOf(await request(`${proxy.url}/about-us`))!;
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // Markup that slipped into the stored page: plain, guessing the placeholder, replaying an old nonce.
    await page.route(`${proxy.url}/about-us`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</body>',
        `<script>window.__injected = 'plain'</script><script nonce="${PLACEHOLDER}">window.__injected = 'placeholder'</script><script nonce="${earlier}">window.__injected = 'replayed'</script></body>`,
      );
      await route.fulfill({ response, body: html });
    });
    const before = cacheLog('/about-us').length;
    await page.goto(`${proxy.url}/about-us`);
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.waitForFunction(() => Array.isArray((window as unknown as { __next_f?: unknown[] }).__next_f));
    expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
    expect(violations.length).toBeGreaterThanOrEqual(3);
    expect((await cacheLogOf('/about-us', before + 1))[before]).toMatch(FROM_CACHE);
    await context.close();
  });
});
