/**
 * `npm run bench:load`: the built site under load, served on loopback by its own server
 * (.next/site-server.mjs, as `npm start` runs it), with autocannon in its own process.
 *
 * For each target at 50 and 200 connections: req/s, p99, errors (socket errors + non-2xx), timeouts
 * (no answer within autocannon's 10 s) and the server's resident memory (VmRSS) before and after.
 * Targets: the home page, a TLD page, GET /api/search-tld, and a burst of tickets (multipart POST
 * with a PDF attachment to /api/zendesk/create-zendesk-ticket, the local desk; the ticket rate limit
 * is raised for the run so the burst measures the store, not the limiter). Prints a Markdown table;
 * benchmarks are not part of `npm test` (tests never assert timings).
 *
 *   BENCH_DURATION=10   seconds per page/API target;  BENCH_TICKET_DURATION=5  seconds per ticket burst;
 *   BENCH_CONNECTIONS=50,200
 */
import { readFileSync } from 'node:fs';
import { autocannon } from './bench/autocannon';
import { ensureBuild } from './start.mjs';
import { startServer } from './lib/site-process';

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  duration: number;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : Number.NaN;
}

/** A ticket as the domain-owner form posts it, with a small (text-only, valid) PDF as the ID card. */
function ticketBody(boundary: string): string {
  const fields: Record<string, string> = {
    ticketType: 'domain-owner',
    do_name: 'Load Test',
    do_email: 'load@example.com',
    do_domainName: 'example-load.com',
    do_hostingProvider: 'Unknown hosting provider',
    do_iAmOwner: 'true',
    do_hostingDate: '2023-05-01',
    do_question: 'Please verify that I am the owner of this domain name.',
  };
  const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="do_idCardAttach-1"; filename="id.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdf}\r\n`);
  return `${parts.join('')}--${boundary}--\r\n`;
}

async function main() {
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const ticketDuration = Number(process.env.BENCH_TICKET_DURATION ?? 5);
  const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number).filter((value) => value > 0);
  ensureBuild();
  const server = await startServer({ TICKET_RATE_LIMIT: '100000000' });
  const pid = server.child.pid!;
  const boundary = '----bench-load-boundary';
  const targets: Target[] = [
    { name: 'home page', path: '/', duration },
    { name: 'TLD page', path: '/domains/tlds/com', duration },
    { name: 'search-tld', path: '/api/search-tld?searchText=example.com', duration },
    {
      name: 'ticket burst',
      path: '/api/zendesk/create-zendesk-ticket',
      method: 'POST',
      body: ticketBody(boundary),
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Origin: server.url, Accept: 'application/json' },
      duration: ticketDuration,
    },
  ];
  try {
    // Warm every page into the page cache (and the process's code paths) first.
    for (const target of targets.filter((entry) => !entry.method)) for (let i = 0; i < 3; i++) await fetch(`${server.url}${target.path}`).then((response) => response.arrayBuffer());
    const rows: string[] = [];
    for (const connections of connectionCounts) {
      for (const target of targets) {
        const before = rssMb(pid);
        const result = await autocannon(`${server.url}${target.path}`, connections, target.duration, { method: target.method, body: target.body, headers: target.headers });
        const after = rssMb(pid);
        rows.push(
          `| ${target.name} (\`${target.method ?? 'GET'} ${target.path}\`) | ${connections} | ${result.requests.average.toFixed(0)} | ${result.latency.p99} | ${result.errors + result.non2xx} | ${result.timeouts} | ${before.toFixed(0)} → ${after.toFixed(0)} |`,
        );
        console.error(`[bench:load] ${target.name} at ${connections}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
      }
    }
    console.log(`\nLoad at ${connectionCounts.join(' and ')} connections (${duration} s per page/API target, ${ticketDuration} s per ticket burst; Accept-Encoding: gzip; request logs off)\n`);
    console.log('| target | connections | req/s | p99 ms | errors/non-2xx | timeouts | RSS MB before → after |');
    console.log('|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
