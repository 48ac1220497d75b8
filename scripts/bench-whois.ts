/**
 * `npm run bench:whois` (part of bench:api) — p99 latency of POST /api/whois, cached and uncached,
 * against a port-43 whois server on loopback (nothing leaves the machine).
 *
 * Default: the route handler is served in-process on 127.0.0.1 (measures our code: validation,
 * rate limit, cache, port-43 client, parser). With --url http://127.0.0.1:3000 the running site is
 * measured instead; start it with WHOIS_SERVER_OVERRIDE=127.0.0.1:<port printed here, or --whois-port>
 * and WHOIS_RDAP=off (and a high WHOIS_RATE_LIMIT), and keep this script running.
 * Options: --duration S (10), --connections N (10), --registry-delay MS (5, simulated registry time),
 * --parse-rounds N (20), --parse-only (only the parser's time per answer over the registry corpus).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { isNotFoundAnswer, parseSummary } from '../src/lib/whois/parse';
import { answerText, registryAnswers } from '../src/lib/whois/testing/registries';
import { startWhoisServer } from '../src/lib/whois/testing/servers';
import { socketHeaders } from '../src/lib/http/testing';

interface Histogram { average: number; p50: number; p97_5: number; p99: number; max: number }
interface AutocannonResult { latency: Histogram; requests: { average: number; total: number }; non2xx: number; errors: number }
interface AutocannonRequest { method: string; path: string; headers: Record<string, string>; body: string }
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: Array<AutocannonRequest & { setupRequest?: (request: AutocannonRequest) => AutocannonRequest }>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

async function serveRouteInProcess(): Promise<{ url: string; close: () => Promise<void> }> {
  const { POST } = await import('../src/app/api/whois/route');
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = new Request(`http://127.0.0.1${req.url ?? '/'}`, {
      method: req.method,
      headers: { 'content-type': 'application/json', ...socketHeaders('127.0.0.1') },
      body: Buffer.concat(chunks),
    });
    const response = await POST(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Parse time of one answer: every answer of the registry corpus (conformance/whois-registries) read as
 * the lookup reads it (not-found check, then the summary), in rounds after a warm-up; mean and worst per answer.
 */
function benchParse(rounds: number) {
  const answers = registryAnswers().map((a) => ({ text: answerText(a), domain: a.domain ?? (a.suffix ? `x.${a.suffix}` : undefined) }));
  const parse = (a: (typeof answers)[number]) => (isNotFoundAnswer(a.text, a.domain) ? null : parseSummary(a.text, a.domain));
  for (const a of answers) parse(a);
  const perAnswer: number[] = [];
  // CPU time of this process too: on a shared machine the wall clock also counts time spent waiting for a core
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const a of answers) {
      const t0 = performance.now();
      parse(a);
      perAnswer.push(performance.now() - t0);
    }
  }
  const total = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  perAnswer.sort((a, b) => a - b);
  const at = (q: number) => perAnswer[Math.min(perAnswer.length - 1, Math.floor(q * perAnswer.length))]!;
  return {
    answers: answers.length,
    rounds,
    mean_ms: Number((total / perAnswer.length).toFixed(4)),
    mean_cpu_ms: Number(((cpu.user + cpu.system) / 1000 / perAnswer.length).toFixed(4)),
    p50_ms: Number(at(0.5).toFixed(4)),
    p99_ms: Number(at(0.99).toFixed(4)),
    max_ms: Number(perAnswer.at(-1)!.toFixed(4)),
    bytes_mean: Math.round(answers.reduce((n, a) => n + a.text.length, 0) / answers.length),
  };
}

async function main() {
  const parse = benchParse(Number(option('parse-rounds', '20')));
  console.log(
    `parse: ${parse.answers} registry answers x ${parse.rounds}: mean ${parse.mean_ms} ms (CPU ${parse.mean_cpu_ms} ms), ` +
      `p50 ${parse.p50_ms} ms, p99 ${parse.p99_ms} ms, max ${parse.max_ms} ms per answer`,
  );
  if (process.argv.includes('--parse-only')) {
    console.log(JSON.stringify({ parse }, null, 2));
    return;
  }
  const duration = Number(option('duration', '10'));
  const connections = Number(option('connections', '10'));
  const delay = Number(option('registry-delay', '5'));
  const answer = Buffer.from(
    'Domain Name: BENCH.COM\r\nRegistrar: Bench Registrar\r\nCreation Date: 2001-02-03T04:05:06Z\r\n' +
      'Registry Expiry Date: 2031-02-03T04:05:06Z\r\nDomain Status: ok https://icann.org/epp#ok\r\n' +
      'Name Server: NS1.BENCH.COM\r\nName Server: NS2.BENCH.COM\r\n' + 'NOTICE: terms of use. '.repeat(100) + '\r\n',
  );
  const registry = await startWhoisServer(async () => {
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    return answer;
  });
  console.log(`loopback whois server: 127.0.0.1:${registry.port}`);

  const external = option('url', '');
  let target = external;
  let stop = async () => undefined as void;
  if (!external) {
    process.env.WHOIS_RDAP = 'off';
    process.env.WHOIS_SERVER_OVERRIDE = `127.0.0.1:${registry.port}`;
    process.env.WHOIS_RATE_LIMIT = '1000000000';
    process.env.WHOIS_CACHE_MAX_ENTRIES = '1000';
    const served = await serveRouteInProcess();
    target = served.url;
    stop = served.close;
  }

  const base = { method: 'POST', path: '/api/whois', headers: { 'content-type': 'application/json' } };
  // warm the cache (and the JIT) for the cached run
  await fetch(`${target}/api/whois`, { method: 'POST', headers: base.headers, body: JSON.stringify({ domainName: 'bench.com' }) });

  const cached = await autocannon({ url: target, connections, duration, requests: [{ ...base, body: JSON.stringify({ domainName: 'bench.com' }) }] });
  let counter = 0;
  const run = Date.now().toString(36);
  const uncached = await autocannon({
    url: target,
    connections,
    duration,
    requests: [
      {
        ...base,
        body: '',
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ domainName: `u${run}-${counter++}.com` }) }),
      },
    ],
  });

  const summary = (r: AutocannonResult) => ({
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    max_ms: r.latency.max,
    rps: Math.round(r.requests.average),
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  });
  const report = {
    endpoint: 'POST /api/whois',
    mode: external ? `external ${external}` : 'in-process route handler',
    connections,
    duration_s: duration,
    registry_delay_ms: delay,
    cached: summary(cached),
    uncached: summary(uncached),
    registry_queries: registry.queries.length,
    parse,
  };
  console.log(JSON.stringify(report, null, 2));
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/whois.json', `${JSON.stringify(report, null, 2)}\n`);
  await stop();
  await registry.close();
  if (cached.non2xx || uncached.non2xx || cached.errors || uncached.errors) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
