/**
 * npm run bench:api  (pricing part)
 * autocannon on loopback, 100 connections, against search-tld, tld-info and pricing-data; prints
 * req/s and p99 latency per call (goal p99 <= 20 ms).
 *
 * BENCH_BASE_URL=http://127.0.0.1:3000 measures a running `next start`; without it the route
 * handlers are served by a bare node:http server on 127.0.0.1 (port 0) over a temporary DATA_DIR
 * seeded with the sample catalogue, which measures the pricing code without Next.js.
 * BENCH_DURATION (seconds, default 10), BENCH_WARMUP (seconds, default 3, not reported) and
 * BENCH_CONNECTIONS (default 100) tune the run.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { autocannon } from './bench/autocannon';


type Handler = (request: Request) => Promise<Response>;

function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host)) {
    throw new Error(`BENCH_BASE_URL must point at loopback, not ${host}`);
  }
}

async function standaloneServer(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'bench-pricing-'));
  process.env.DATA_DIR = directory;
  const routes: Record<string, Handler> = {
    '/api/search-tld': (await import('../src/app/api/search-tld/route')).GET,
    '/api/tld-info': (await import('../src/app/api/tld-info/route')).GET,
    '/api/pricing-data': (await import('../src/app/api/pricing-data/route')).GET,
  };
  const { catalogue } = await import('../src/lib/pricing/catalogue');
  await catalogue().current(); // seed and load once, as a warmed server would have
  const server = createServer(async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const handler = routes[url.pathname];
    if (!handler) {
      outgoing.writeHead(404).end();
      return;
    }
    const response = await handler(new Request(url, { method: incoming.method, headers: incoming.headers as Record<string, string> }));
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
  const warmup = Number(process.env.BENCH_WARMUP ?? 3);
  const external = process.env.BENCH_BASE_URL;
  if (external) assertLoopback(external);
  const target = external ? { baseUrl: external.replace(/\/$/, ''), close: async () => {} } : await standaloneServer();
  const calls = [
    '/api/search-tld?selectedCurrency=USD&searchText=com',
    '/api/tld-info?currency=USD',
    '/api/pricing-data?tlds=nl,net,eu,be,com',
  ];
  console.log(`target ${external ? target.baseUrl : 'standalone route handlers'}; ${connections} connections, ${duration}s each`);
  try {
    for (const call of calls) {
      // Warm-up run (JIT, caches, first catalogue load), not reported.
      if (warmup > 0) await autocannon(`${target.baseUrl}${call}`, connections, warmup);
      const result = await autocannon(`${target.baseUrl}${call}`, connections, duration);
      const failures = result.non2xx + result.errors + result.timeouts;
      console.log(
        `${call.padEnd(48)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p99 ${String(result.latency.p99).padStart(4)} ms  (avg ${result.latency.average.toFixed(2)} ms${failures ? `, ${failures} failed` : ''})`,
      );
    }
  } finally {
    await target.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
