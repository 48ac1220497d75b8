/**
 * `npm run bench:translation`: translated pages and POST /api/translate-json against Debian's
 * Apertium APy on loopback (scripts/lib/apertium.ts) and the built site (.next/site-server.mjs) with
 * TRANSLATION_PROVIDER=apertium on a fresh DATA_DIR. Prints:
 *
 * 1. First view of English-only pages under /es (the page's strings go to APy in one batch), then
 *    the same pages warm (served from the page cache), next to an English page.
 * 2. First view after a restart of the site with APy stopped: the page cache is empty, the
 *    translation memory is not, so the page renders without the engine.
 * 3. Throughput of a warm translated page and of its English original (autocannon).
 * 4. POST /api/translate-json throughput with a warm memory (every string already translated; the
 *    engine is stopped, so any miss would fail the run).
 *
 * BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 10), BENCH_WARM_REQUESTS
 * (sequential warm requests per page, default 20). Tests never assert timings; this prints them.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { autocannon } from './bench/autocannon';
import { startApertium } from './lib/apertium';
import { root, startServer, type RunningServer } from './lib/site-process';
import { ensureBuild } from './start.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM = Number(process.env.BENCH_WARM_REQUESTS ?? 20);

/** Uris of pages that exist in English only (the ones machine translated under /es). */
function englishOnlyUris(): string[] {
  const uris = (locale: string) =>
    readdirSync(path.join(root, 'content', 'pages', locale))
      .filter((file) => file.endsWith('.json'))
      .map((file) => {
        const doc = JSON.parse(readFileSync(path.join(root, 'content', 'pages', locale, file), 'utf8')) as { data: { page?: { uri: string }; pageBy?: { uri: string } } };
        return (doc.data.page ?? doc.data.pageBy)!.uri;
      });
  const spanish = new Set(uris('es_ES'));
  return uris('en_US').filter((uri) => uri !== '/' && !spanish.has(uri)).sort();
}

async function timed(url: string): Promise<{ ms: number; cache: string; status: number; html: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
  const html = await response.text();
  return { ms: performance.now() - started, cache: response.headers.get('x-nextjs-cache') ?? '-', status: response.status, html };
}

/** A figure of an untranslated page would measure the wrong thing: stop. */
function assertTranslated(url: string, result: { status: number; html: string }, server: RunningServer): void {
  if (result.status !== 200 || !result.html.includes('data-translated="en-es"') || /\[translation\]/.test(server.output())) {
    throw new Error(`${url} was not translated (status ${result.status}):\n${server.output().split('\n').filter((line) => line.includes('[translation]')).join('\n')}`);
  }
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;

async function warm(url: string): Promise<{ median: number; p95: number; cache: string }> {
  const samples: number[] = [];
  let cache = '';
  for (let i = 0; i < WARM; i++) {
    const result = await timed(url);
    samples.push(result.ms);
    cache = result.cache;
  }
  return { median: percentile(samples, 0.5), p95: percentile(samples, 0.95), cache };
}

async function main(): Promise<void> {
  ensureBuild();
  const apy = await startApertium();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-translation-'));
  // Without the shipped human translations: the figures are the engine's.
  const env = { TRANSLATION_PROVIDER: 'apertium', APERTIUM_URL: apy.url, TRANSLATE_RATE_LIMIT: '10000000', TRANSLATION_IMPORT_SHIPPED: 'false', EXPOSE_CACHE_STATUS: '1' };
  let server: RunningServer | undefined;
  try {
    server = await startServer(env, { dataDir });
    const base = server.url;
    const uris = englishOnlyUris().map((uri) => uri.replace(/\/$/, ''));
    // APy starts its pipeline on the first request; that start-up is not a page's cost.
    await fetch(`${apy.url}/translate?langpair=eng|spa&q=warm&markUnknown=no`).then((response) => response.arrayBuffer());
    await timed(`${base}/company/about-us`);
    const english = await warm(`${base}/company/about-us`);

    console.log(`\nTranslated pages (/es, Apertium APy on loopback, fresh memory; ${WARM} sequential warm requests each)\n`);
    console.log('| page | first view (engine) | warm median | warm p95 | cache |');
    console.log('|---|---|---|---|---|');
    const firsts: number[] = [];
    const warms: number[] = [];
    for (const uri of uris) {
      const first = await timed(`${base}/es${uri}`);
      assertTranslated(`/es${uri}`, first, server);
      const after = await warm(`${base}/es${uri}`);
      firsts.push(first.ms);
      warms.push(after.median);
      console.log(`| /es${uri} | ${fmt(first.ms)} (${first.cache}) | ${fmt(after.median)} | ${fmt(after.p95)} | ${after.cache} |`);
    }
    console.log(`| /company/about-us (English, reference) | | ${fmt(english.median)} | ${fmt(english.p95)} | ${english.cache} |`);
    console.log(`\nfirst view median ${fmt(percentile(firsts, 0.5))}; warm median ${fmt(percentile(warms, 0.5))} (English ${fmt(english.median)})`);

    const strings = ['Register your domain', 'Buy domain', 'Transfer domains in bulk', 'Renew every domain on time', 'Who we are', 'Work with us', 'Talk to our sales team about memberships and volume pricing.', 'Opening hours', 'Support centre', 'What we do'];
    const body = JSON.stringify({ source_language: 'en', target_language: 'es', env: 'dev', json: { heading: strings[0], button: { title: strings[1], url: '/x' }, items: strings.slice(2).map((text) => ({ text })) } });
    const primed = await fetch(`${base}/api/translate-json`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    if (!primed.ok) throw new Error(`priming translate-json answered ${primed.status}: ${await primed.text()}`);
    // From here on the engine is stopped: every figure below comes from the memory and the page cache.
    await apy.stop();
    await server.stop();
    server = await startServer(env, { dataDir });
    console.log('\nAfter a restart with APy stopped (page cache empty, translation memory warm)\n');
    console.log('| page | first view (memory) | then |');
    console.log('|---|---|---|');
    const restarted: number[] = [];
    for (const uri of uris) {
      const first = await timed(`${server.url}/es${uri}`);
      assertTranslated(`/es${uri}`, first, server);
      const next = await timed(`${server.url}/es${uri}`);
      restarted.push(first.ms);
      console.log(`| /es${uri} | ${fmt(first.ms)} (${first.cache}) | ${fmt(next.ms)} (${next.cache}) |`);
    }
    console.log(`\nfirst view from memory, median ${fmt(percentile(restarted, 0.5))}`);

    console.log(`\nThroughput, ${CONNECTIONS} connections, ${DURATION} s each\n`);
    console.log('| target | req/s | p99 | errors/non-2xx |');
    console.log('|---|---|---|---|');
    for (const target of ['/company/about-us', '/es/company/about-us']) {
      await autocannon(`${server.url}${target}`, CONNECTIONS, 2);
      const result = await autocannon(`${server.url}${target}`, CONNECTIONS, DURATION);
      console.log(`| GET ${target} | ${result.requests.average.toFixed(0)} | ${result.latency.p99} ms | ${result.errors + result.timeouts + result.non2xx} |`);
    }
    const request = { method: 'POST' as const, body, headers: { 'Content-Type': 'application/json' } };
    await autocannon(`${server.url}/api/translate-json`, CONNECTIONS, 2, request);
    const json = await autocannon(`${server.url}/api/translate-json`, CONNECTIONS, DURATION, request);
    console.log(`| POST /api/translate-json (${strings.length} strings, warm memory) | ${json.requests.average.toFixed(0)} | ${json.latency.p99} ms | ${json.errors + json.timeouts + json.non2xx} |`);
  } finally {
    await server?.stop();
    await apy.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
