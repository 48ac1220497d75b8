import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTlsProxy, type TlsProxy } from '../scripts/lib/tls-proxy';
import { packageStandalone } from '../scripts/package-standalone.mjs';
import { ownerForm } from '../src/lib/tickets/testing/forms';
import { pdfBytes, zipBytes } from '../src/lib/tickets/testing/samples';
import { domainOfQuery, startWhoisServer, type WhoisTestServer } from '../src/lib/whois/testing/servers';
import { launchBrowser, loopbackContext } from './browser';
import { freePort, root, startServer, type RunningServer } from './server';

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

describe('standalone package (what the Docker image runs)', () => {
  it('serves pages with fresh nonces and is ready, from the assembled directory alone', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'site-standalone-'));
    try {
      packageStandalone(directory);
      expect(existsSync(path.join(directory, 'next.config.ts'))).toBe(false);
      const site = await startServer({}, { directory });
      try {
        for (const pathname of ['/', '/es/membership-plans', '/domains/tlds/com']) {
          const response = await fetch(`${site.url}${pathname}`);
          expect(response.status, pathname).toBe(200);
          expect(await response.text()).toContain(`nonce="${nonceOf(response)}"`);
        }
        expect((await fetch(`${site.url}/api/ready`)).status).toBe(200);
      } finally {
        await site.stop();
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('image optimiser', () => {
  it('/_next/image refuses hosts that are not configured media hosts', async () => {
    const response = await fetch(`${baseURL}/_next/image?url=${encodeURIComponent('https://attacker.example/x.png')}&w=64&q=75`);
    expect(response.status).toBe(400);
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
    expect(a).toMatch(/^[0-9a-f]{32}$/);
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
    expect(secret).toMatch(/^[0-9a-f]{32}$/);
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

  it('a cached page is gzipped from parts compressed once: a valid stream, its own nonce each time, the same page', async () => {
    const { gunzipSync } = await import('node:zlib');
    const { get } = await import('node:http');
    const raw = () =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        get(`${baseURL}/`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const answers = [await raw(), await raw(), await raw()];
    const identity = await fetch(`${baseURL}/`, { headers: { 'Accept-Encoding': 'identity' } });
    const plain = (await identity.text()).replaceAll(nonceOf(identity)!, 'N');
    const nonces = answers.map(({ headers, body }) => {
      expect(headers['x-nextjs-cache']).toBe('HIT');
      expect(headers['content-encoding']).toBe('gzip');
      expect(String(headers['vary'])).toMatch(/accept-encoding/i);
      const nonce = /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))![1]!;
      const html = gunzipSync(body).toString(); // throws on a bad CRC or length
      expect(html.split(`nonce="${nonce}"`).length).toBeGreaterThan(5);
      expect(html.replaceAll(nonce, 'N')).toBe(plain);
      return nonce;
    });
    expect(new Set(nonces).size).toBe(3);
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

describe('behind nginx terminating TLS (deploy/nginx.conf), site bound to 127.0.0.1', () => {
  let proxy: TlsProxy;
  let site: RunningServer;
  let whois: WhoisTestServer;
  let browser: Browser;
  let ca: string;

  /** HTTPS with the test CA (node's fetch has no per-call CA). */
  function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
    return new Promise((resolve, reject) => {
      const target = new URL(url);
      const client = target.protocol === 'https:' ? https : http;
      const req = client.request(target, { method: init.method ?? 'GET', headers: init.headers, ca }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(init.body);
    });
  }

  beforeAll(async () => {
    whois = await startWhoisServer((query) => `Domain Name: ${domainOfQuery(query).toUpperCase()}\r\nRegistrar: Loopback Registrar\r\nCreation Date: 2001-02-03T04:05:06Z\r\n`);
    const ports = { https: await freePort(), http: await freePort() };
    site = await startServer(
      { SITE_URL: `https://localhost:${ports.https}`, TRUSTED_PROXIES: '1', WHOIS_SERVER_OVERRIDE: `127.0.0.1:${whois.port}`, WHOIS_RDAP: 'off', WHOIS_RATE_LIMIT: '4' },
      { host: '127.0.0.1' },
    );
    proxy = await startTlsProxy(new URL(site.url).host, ports);
    ca = readFileSync(proxy.caFile, 'utf8');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await proxy?.stop();
    await site?.stop();
    await whois?.close();
  });

  it('plain HTTP is redirected to HTTPS', async () => {
    const answer = await request(`${proxy.plainUrl}/membership-plans`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${proxy.url}/membership-plans`);
  });

  it('pages answer over TLS with absolute URLs, canonical links and redirects on the public origin', async () => {
    for (const pathname of ['/', '/es', '/membership-plans', '/domains/tlds/com']) {
      const answer = await request(`${proxy.url}${pathname}`);
      expect(answer.status, pathname).toBe(200);
      const canonical = answer.text.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical, pathname).toBe(`${proxy.url}${pathname === '/' ? '' : pathname}`.replace(/\/$/, '') || proxy.url);
      expect(answer.text).not.toContain(site.url);
    }
    // The default locale's prefix is redirected to the public origin, never to the upstream.
    const redirect = await request(`${proxy.url}/en/membership-plans`);
    expect([307, 308]).toContain(redirect.status);
    expect(new URL(String(redirect.headers.location), proxy.url).toString()).toBe(`${proxy.url}/membership-plans`);
  });

  it('a whois lookup goes through the proxy', async () => {
    const answer = await request(`${proxy.url}/api/whois`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: proxy.url },
      body: Buffer.from(JSON.stringify({ domainName: 'proxied-example.com' })),
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ success: true, registered: true });
  });

  it('rate limits hold whatever X-Forwarded-For a client forges (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    let retryAfter: string | string[] | undefined;
    for (let index = 0; index < 6; index++) {
      const answer = await request(`${proxy.url}/api/whois`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: proxy.url, 'x-forwarded-for': `198.51.100.${index + 1}` },
        body: Buffer.from(JSON.stringify({ domainName: `rotating-${index}.com` })),
      });
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter = answer.headers['retry-after'];
    }
    // One lookup was spent by the test before; the limit is 4 per window.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('a ticket with an upload goes through the proxy and is stored', async () => {
    const form = new FormData();
    const values: Record<string, string> = {
      ticketType: 'disclosure-data',
      dpd_orgName: 'Example Org',
      dpd_name: 'Jo Lawyer',
      dpd_email: 'jo@example.com',
      dpd_domainName: 'example.nl',
      dpd_requestedData: 'Registrant name and address',
      dpd_legalBasis: 'GDPR Art. 6(1)(f) legitimate interest',
      dpd_briefDesc: 'Trademark infringement on the site',
      dpd_refrenceToLaw: 'Article 6(1)(f) GDPR',
      dpd_relevantDocs: '',
      dpd_declare1: 'on',
      dpd_declare2: 'on',
      dpd_declare3: 'on',
      dpd_declare4: 'on',
    };
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    form.append('dpd_statementAttach', new Blob([pdfBytes(100_000) as BlobPart], { type: 'application/pdf' }), 'statement.pdf');
    form.append('dpd_supportingDocsAttach', new Blob([zipBytes(200_000) as BlobPart], { type: 'application/zip' }), 'evidence.zip');
    const encoded = new Request('https://localhost/', { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    const answer = await request(`${proxy.url}/api/zendesk/create-zendesk-ticket`, {
      method: 'POST',
      headers: { 'content-type': encoded.headers.get('content-type') ?? '', accept: 'application/json', origin: proxy.url, 'sec-fetch-site': 'same-origin' },
      body,
    });
    expect(answer.status, answer.text).toBe(200);
    const ticket = JSON.parse(answer.text) as { success: boolean; message: { ticketId: string } };
    expect(ticket.success).toBe(true);
    const listed = execFileSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', 'scripts/tickets.ts', 'list'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: site.dataDir },
      encoding: 'utf8',
    });
    expect(listed).toContain(ticket.message.ticketId);
  });

  it('in Chromium over TLS the page hydrates under its CSP and nothing is blocked as mixed content', async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`${proxy.url}/membership-plans`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => Array.isArray((window as unknown as { __next_f?: unknown[] }).__next_f));
    expect(problems.filter((text) => /Content Security Policy|Mixed Content/i.test(text))).toEqual([]);
    await context.close();
  });
});

describe('graceful shutdown (SIGTERM)', () => {
  it('stops accepting, lets an upload in flight complete, and exits 0', async () => {
    const site = await startServer({ SHUTDOWN_TIMEOUT_MS: '15000', LOG_REQUESTS: '1' });
    try {
      // Logs are JSON lines carrying the request id (the client's, when it is a plain token) and route.
      const health = await fetch(`${site.url}/api/health`, { headers: { 'X-Request-Id': 'probe-0123456789' } });
      expect(health.headers.get('x-request-id')).toBe('probe-0123456789');
      await expect
        .poll(() => site.output().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.requestId === 'probe-0123456789'))
        .toMatchObject({ level: 'info', msg: 'request', route: '/api/health', status: 200, method: 'GET' });
      const form = ownerForm();
      form.append('do_idCardAttach', new Blob([pdfBytes(300_000) as BlobPart], { type: 'application/pdf' }), 'id-card.pdf');
      const encoded = new Request('http://localhost/', { method: 'POST', body: form });
      const body = Buffer.from(await encoded.arrayBuffer());
      const target = new URL(`${site.url}/api/zendesk/create-zendesk-ticket`);
      const exited = new Promise<number | null>((resolve) => site.child.once('exit', (code) => resolve(code)));

      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request(target, { method: 'POST', headers: { 'content-type': encoded.headers.get('content-type') ?? '', 'content-length': String(body.length), accept: 'application/json' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        });
        req.on('error', reject);
        // The body trickles in over ~1.5 s; SIGTERM arrives after the first part.
        const parts = 10;
        const size = Math.ceil(body.length / parts);
        let sent = 0;
        const sendNext = () => {
          req.write(body.subarray(sent * size, (sent + 1) * size));
          sent += 1;
          if (sent === 1) site.child.kill('SIGTERM');
          if (sent < parts) setTimeout(sendNext, 150);
          else req.end();
        };
        // Start once the connection is up (SIGTERM must find it in flight, not yet to be made).
        req.once('socket', (socket) => socket.once('connect', sendNext));
      });

      // Soon after SIGTERM a new connection is refused while the upload is still arriving.
      await new Promise((resolve) => setTimeout(resolve, 400));
      await expect(fetch(`${site.url}/api/health`)).rejects.toThrow();

      const result = await answer;
      expect(result.status, result.text).toBe(200);
      const ticketId = (JSON.parse(result.text) as { message: { ticketId: string } }).message.ticketId;
      expect(await exited).toBe(0);
      expect(site.output()).toMatch(/"msg":"shutting down"[^\n]*"signal":"SIGTERM"/);
      const listed = execFileSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', 'scripts/tickets.ts', 'list'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: site.dataDir },
        encoding: 'utf8',
      });
      expect(listed).toContain(ticketId);
    } finally {
      await site.stop();
    }
  });
});
