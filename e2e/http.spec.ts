import http from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

const baseURL = inject('baseURL');

/** A GET whose body is left as sent (fetch would decode it). */
function raw(url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function expectSecurityHeaders(response: Response, what: string) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp, `${what} CSP`).not.toBe('');
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc, `${what} script-src`).not.toContain("'unsafe-inline'");
  const maxAge = Number(response.headers.get('strict-transport-security')?.match(/max-age=(\d+)/)?.[1] ?? 0);
  expect(maxAge, `${what} HSTS`).toBeGreaterThanOrEqual(31536000);
  expect(['DENY', 'SAMEORIGIN'], `${what} X-Frame-Options`).toContain(response.headers.get('x-frame-options'));
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(['strict-origin-when-cross-origin', 'no-referrer', 'same-origin', 'strict-origin'], `${what} Referrer-Policy`).toContain(
    response.headers.get('referrer-policy'),
  );
}

describe('operations: health and readiness', () => {
  it('GET /api/health answers ok; GET /api/ready reports each part ready, uncached, with the security headers', async () => {
    const health = await fetch(`${baseURL}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const ready = await fetch(`${baseURL}/api/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(ready.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { catalogue: { ok: true }, tickets: { ok: true }, scanner: { ok: true } } });
  });
});

describe('HTTP: headers, status codes, sitemap, robots', () => {
  it('pages carry a nonce-based CSP and the security headers; the nonce is fresh per response', async () => {
    const first = await fetch(`${baseURL}/`);
    const second = await fetch(`${baseURL}/`);
    expectSecurityHeaders(first, 'home');
    const nonceOf = (response: Response) => response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonceOf(first)).toBeTruthy();
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    const html = await first.text();
    expect(html).toContain(`nonce="${nonceOf(first)}"`);
  });

  it('static files, sitemap, robots and 404s carry the headers too', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt', '/images/hero-domains.svg', '/no-such-page', '/es/no-such-page']) {
      const response = await fetch(`${baseURL}${path}`);
      expectSecurityHeaders(response, path);
    }
  });

  it('the build’s files (a score per page) carry HSTS, nosniff and the static CSP, not the document-only headers', async () => {
    const home = await (await fetch(`${baseURL}/`)).text();
    const assets = [...home.matchAll(/\/_next\/static\/[^"]+\.(?:js|css|woff2)/g)].map((match) => match[0]);
    expect(assets.length).toBeGreaterThan(5);
    for (const path of new Set(assets)) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'none'");
      expect(Number(response.headers.get('strict-transport-security')?.match(/max-age=(\d+)/)?.[1] ?? 0), path).toBeGreaterThanOrEqual(31536000);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      for (const documentOnly of ['x-frame-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'x-request-id']) {
        expect(response.headers.get(documentOnly), `${path} ${documentOnly}`).toBeNull();
      }
    }
  });

  it('the build’s scripts and styles go out as compressed at build: Brotli with its length to a browser that takes it, else gzip', async () => {
    const home = await (await fetch(`${baseURL}/`)).text();
    const assets = [...new Set([...home.matchAll(/\/_next\/static\/[^"]+\.(?:js|css)/g)].map((match) => match[0]))];
    expect(assets.length).toBeGreaterThan(5);
    let brotli = 0;
    let gzip = 0;
    for (const path of assets) {
      const [br, gz] = await Promise.all([raw(`${baseURL}${path}`, 'gzip, deflate, br, zstd'), raw(`${baseURL}${path}`, 'gzip, deflate')]);
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(gz.headers['content-encoding'], path).toBe('gzip');
      expect(Number(br.headers['content-length']), path).toBe(br.body.length);
      expect(zlib.brotliDecompressSync(br.body).equals(zlib.gunzipSync(gz.body)), path).toBe(true);
      brotli += br.body.length;
      gzip += gz.body.length;
    }
    // Brotli at quality 11 is well under gzip for the site's scripts.
    expect(brotli).toBeLessThan(gzip * 0.92);
  });

  it('unknown pages are 404 in every locale with a localized page', async () => {
    for (const [path, title] of [
      ['/no-such-page', 'Page not found'],
      ['/es/no-such-page', 'Página no encontrada'],
      ['/nl/no-such-page', 'Pagina niet gevonden'],
      ['/hi/no-such-page', 'Page not found'],
    ] as const) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain(title);
    }
  });

  it('the default locale has no prefix: /en redirects to /', async () => {
    const response = await fetch(`${baseURL}/en`, { redirect: 'manual' });
    expect([307, 308]).toContain(response.status);
    expect(new URL(response.headers.get('location') ?? '', baseURL).pathname).toBe('/');
  });

  it('sitemap.xml lists every page in every locale with alternates; robots.txt points to it', async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    for (const path of ['/', '/es', '/nl', '/hi']) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
    expect(sitemap).toContain('hreflang="es-ES"');
    const robots = await (await fetch(`${baseURL}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
  });
});
