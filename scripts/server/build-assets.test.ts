import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressBuildAssets } from '../compress-build-assets.mjs';
import { createBuildAssets } from './build-assets';

const SCRIPT = `globalThis.chunk = ${JSON.stringify('function hydrate(){}'.repeat(400))};`;
const STYLE = `.a{color:red}`.repeat(300);
let dir: string;
let server: http.Server;
let base: string;
let leftToNext: string[];

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
function get(urlPath: string, acceptEncoding?: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${urlPath}`, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'build-assets-'));
  const chunks = path.join(dir, '.next', 'static', 'chunks');
  mkdirSync(chunks, { recursive: true });
  writeFileSync(path.join(chunks, 'app.js'), SCRIPT);
  writeFileSync(path.join(chunks, 'site.css'), STYLE);
  writeFileSync(path.join(chunks, 'tiny.js'), '1');
  writeFileSync(path.join(dir, '.next', 'BUILD_ID'), 'secret build id');
  const totals = compressBuildAssets(path.join(dir, '.next', 'static'));
  expect(totals.files).toBe(3);
  const assets = createBuildAssets(dir);
  // tiny.js: its copies are larger than itself, so none is written and Next serves it.
  expect(assets.size).toBe(2);
  leftToNext = [];
  server = http.createServer((req, res) => {
    if (assets.answer(req, res)) return;
    leftToNext.push(req.url ?? '');
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('build files answered from the copies compressed at build', () => {
  it('Brotli to a browser that takes it, with its length; the bytes are the file’s', async () => {
    const answer = await get('/_next/static/chunks/app.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.body.length).toBeLessThan(zlib.gzipSync(SCRIPT, { level: 9 }).length);
  });

  it('gzip to one that takes only gzip (or refuses Brotli), Next for one that takes neither', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip', 'x-gzip']) {
      const answer = await get('/_next/static/chunks/site.css', accept);
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(answer.headers['content-type']).toBe('text/css; charset=UTF-8');
      expect(zlib.gunzipSync(answer.body).toString()).toBe(STYLE);
    }
    leftToNext.length = 0;
    await get('/_next/static/chunks/app.js', 'identity');
    await get('/_next/static/chunks/app.js');
    expect(leftToNext).toEqual(['/_next/static/chunks/app.js', '/_next/static/chunks/app.js']);
  });

  it('HEAD has the headers and no body; other methods, unknown and escaping paths go to Next', async () => {
    const head = await get('/_next/static/chunks/app.js', 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    leftToNext.length = 0;
    for (const urlPath of ['/_next/static/chunks/tiny.js', '/_next/static/chunks/none.js', '/_next/static/../BUILD_ID', '/_next/static/chunks/%2e%2e/%2e%2e/BUILD_ID', '/_next/static/chunks/app.js.br']) {
      const answer = await get(urlPath, 'br, gzip');
      expect(answer.status, urlPath).toBe(404);
    }
    expect(await get('/_next/static/chunks/app.js?dpl=1', 'br')).toMatchObject({ status: 200 });
    const post = await new Promise<number>((resolve) => http.request(`${base}/_next/static/chunks/app.js`, { method: 'POST' }, (res) => resolve(res.statusCode ?? 0)).end());
    expect(post).toBe(404);
    expect(leftToNext).toHaveLength(6);
  });
});
