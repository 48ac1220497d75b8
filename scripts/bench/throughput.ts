/**
 * The home page's throughput against what this machine can do at all (issue 26, item 4), in one
 * run, autocannon in its own process, 50 connections, `Accept-Encoding: gzip` as browsers send:
 *
 * - nginx serving a static copy of the home page's bytes over TLS (the physical limit: no Node, no
 *   cache lookup, no nonce), compressing per answer as the cached deployment must; and the same
 *   precompressed (gzip_static), which no page with a per-answer nonce can match;
 * - the home page through the cached deployment (deploy/nginx-cache.conf, TLS): nginx's cache,
 *   a nonce put in per answer, compressed per answer — goal ≥ 0.5× the static figure, p99 < 50 ms;
 * - the home page through `npm start` alone (the site's server, plain HTTP), with SITE_URL set as in
 *   production, and without it (the origin put in per answer);
 * - a bare node:http server answering the bytes `npm start` sends (gzip) — goal: `npm start`
 *   ≥ 0.5× this.
 *
 * Figures depend on the machine and on what else runs on it: the load average is printed with them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, startServer, type RunningServer } from '../lib/site-process';
import { startNginx, startTlsProxy, type NginxProcess, type TlsProxy } from '../lib/tls-proxy';
import { autocannon } from './autocannon';

export interface ThroughputRow {
  target: string;
  rps: number;
  p99: number;
  errors: number;
  /** The row this one is compared with, and the goal. */
  versus?: { row: string; goal: number };
}

/** The bytes of one answer as sent to a client that takes gzip (not decoded), and its headers. */
function rawAnswer(url: string): Promise<{ body: Buffer; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
    }).on('error', reject);
  });
}

/** A plain node:http server in its own process answering `file` with the given headers. */
async function startBareNode(file: string, headers: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const source = `
    const http = require('node:http');
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    const headers = ${JSON.stringify(headers)};
    http.createServer((req, res) => { res.writeHead(200, { ...headers, 'content-length': body.length }); res.end(body); })
      .listen(${port}, '127.0.0.1', () => process.stdout.write('ready'));`;
  const child: ChildProcess = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare node:http exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** nginx over TLS serving home.html (gzip per answer) at / and the precompressed copy at /precompressed/. */
function staticNginxConfig(dir: string, cert: string, key: string, port: number): string {
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  gzip on;
  gzip_comp_level 1;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:tls:10m;
    root ${dir}/www;
    location = / { default_type text/html; try_files /home.html =404; }
    location = /precompressed/ { default_type text/html; gzip_static always; try_files /precompressed/home.html =404; }
  }
}`;
}

export async function measureThroughput(): Promise<{ rows: ThroughputRow[]; load: string; homeBytes: { html: number; gzip: number } }> {
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const placeholder = randomBytes(16).toString('hex');
  const ports = { https: await freePort(), http: await freePort() };
  const work = mkdtempSync(path.join(tmpdir(), 'bench-throughput-'));
  const running: Array<{ stop(): Promise<void> }> = [];
  try {
    // One site process: production settings (SITE_URL, behind one trusted proxy); a second without SITE_URL.
    const site: RunningServer = await startServer({ SITE_URL: `https://localhost:${ports.https}`, TRUSTED_PROXIES: '1', CSP_NONCE_PLACEHOLDER: placeholder, PROXY_CACHE_SECONDS: '5' });
    running.push(site);
    const siteWithoutUrl: RunningServer = await startServer({ SITE_URL: '' });
    running.push(siteWithoutUrl);
    const proxy: TlsProxy = await startTlsProxy(new URL(site.url).host, ports, { config: 'nginx-cache.conf', values: { NONCE_PLACEHOLDER: placeholder } });
    running.push(proxy);

    for (const url of [`${site.url}/`, `${siteWithoutUrl.url}/`]) for (let i = 0; i < 3; i++) await rawAnswer(url);
    const identity = await fetch(`${site.url}/`, { headers: { 'Accept-Encoding': 'identity' } });
    const html = Buffer.from(await identity.arrayBuffer());
    const sent = await rawAnswer(`${site.url}/`);
    const www = path.join(work, 'www');
    mkdirSync(path.join(www, 'precompressed'), { recursive: true });
    writeFileSync(path.join(www, 'home.html'), html);
    writeFileSync(path.join(www, 'precompressed', 'home.html'), html);
    writeFileSync(path.join(www, 'precompressed', 'home.html.gz'), gzipSync(html, { level: 9 }));
    writeFileSync(path.join(work, 'home.gz'), sent.body);

    const staticPort = await freePort();
    const staticNginx: NginxProcess = await startNginx((dir, certs) => {
      // The static files live in the bench's folder; nginx's own in its directory.
      const config = staticNginxConfig(dir, certs.cert, certs.key, staticPort);
      return config.replace(`root ${dir}/www;`, `root ${www};`);
    }, staticPort);
    running.push(staticNginx);
    const bare = await startBareNode(path.join(work, 'home.gz'), { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', vary: 'Accept-Encoding', 'cache-control': 'private, no-cache' });
    running.push(bare);

    const staticUrl = `https://localhost:${staticPort}`;
    const targets: Array<{ target: string; url: string; ca?: string; versus?: ThroughputRow['versus'] }> = [
      { target: 'nginx: a static copy of the home page (TLS, gzip per answer)', url: `${staticUrl}/`, ca: staticNginx.certs.ca },
      { target: 'nginx: the same, precompressed (gzip_static)', url: `${staticUrl}/precompressed/`, ca: staticNginx.certs.ca },
      { target: 'home through the cached deployment (deploy/nginx-cache.conf, TLS)', url: `${proxy.url}/`, ca: proxy.caFile, versus: { row: 'nginx: a static copy of the home page (TLS, gzip per answer)', goal: 0.5 } },
      { target: 'bare node:http answering the same bytes as npm start', url: bare.url },
      { target: 'home through npm start (SITE_URL set)', url: `${site.url}/`, versus: { row: 'bare node:http answering the same bytes as npm start', goal: 0.5 } },
      { target: 'home through npm start (SITE_URL unset: origin per answer)', url: `${siteWithoutUrl.url}/`, versus: { row: 'bare node:http answering the same bytes as npm start', goal: 0.5 } },
    ];
    const rows: ThroughputRow[] = [];
    for (const { target, url, ca, versus } of targets) {
      await autocannon(url, connections, 2, { ca }); // warm-up, not reported
      const result = await autocannon(url, connections, duration, { ca });
      rows.push({ target, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx, versus });
    }
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(', ');
    return { rows, load, homeBytes: { html: html.length, gzip: sent.body.length } };
  } finally {
    for (const started of running.reverse()) await started.stop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}

/** Prints the table; answers the goals missed. */
export function reportThroughput({ rows, load, homeBytes }: Awaited<ReturnType<typeof measureThroughput>>): string[] {
  const misses: string[] = [];
  console.log(`\nThroughput of the home page (${(homeBytes.html / 1024).toFixed(1)} KB HTML, ${(homeBytes.gzip / 1024).toFixed(1)} KB as npm start sends it gzipped), one run, ${process.env.BENCH_CONNECTIONS ?? 50} connections, ${process.env.BENCH_DURATION ?? 10} s each, Accept-Encoding: gzip; load average ${load}\n`);
  console.log('| target | req/s | p99 ms | errors | compared with | goal |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    const reference = row.versus ? rows.find((candidate) => candidate.target === row.versus!.row) : undefined;
    const ratio = reference ? row.rps / reference.rps : undefined;
    console.log(`| ${row.target} | ${row.rps.toFixed(0)} | ${row.p99} | ${row.errors} | ${ratio === undefined ? '' : `${ratio.toFixed(2)}× ${reference!.target.split(':')[0]}`} | ${row.versus ? `≥ ${row.versus.goal}×` : ''} |`);
    if (ratio !== undefined && ratio < row.versus!.goal) misses.push(`${row.target}: ${ratio.toFixed(2)}× < ${row.versus!.goal}×`);
    if (row.errors) misses.push(`${row.target}: ${row.errors} errors`);
  }
  const cached = rows.find((row) => row.target.startsWith('home through the cached deployment'));
  if (cached && cached.p99 >= 50) misses.push(`cached deployment: p99 ${cached.p99} ms ≥ 50 ms`);
  return misses;
}
