/**
 * Abuse suite, translation and client-identity part (issue 24): the built site under its own server
 * with the DeepL engine pointed at a DeepL-protocol fake on loopback, and TRUSTED_PROXIES=1.
 *
 * - Strings built to make backtracking patterns quadratic (60 KB, 1 MB) cost the server next to no
 *   CPU (read from /proc, relative to nothing but a budget of work: no wall-clock assertion), and
 *   /api/health answers while they are in flight.
 * - 20 requests of 200 new strings from one client spend at most the documented daily budget of
 *   engine characters (TRANSLATE_CLIENT_CHARS_PER_DAY, default 20,000), counted at the fake.
 * - TRUSTED_PROXIES=1 believes X-Forwarded-For only from a private or loopback peer: a client that
 *   reaches the port from another address of this machine (the first one that is neither, if the
 *   machine has one) is limited by its own address whatever it forwards.
 * - Under plain `next start`, a client-sent x-site-socket-address is not believed (it had let every
 *   request be a new client).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivatePeer } from '../src/lib/http/client-address';
import { FakeDeepl } from '../src/lib/translation/testing/fake-deepl';
import { startServer, type RunningServer } from './server';

/** An address of this machine that is neither private nor loopback (a stand-in for a public client), if there is one. */
const publicLocal = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal && !isPrivatePeer(entry.address))?.address;

const deepl = new FakeDeepl();
let site: RunningServer;
let host: string;
let port: number;

beforeAll(async () => {
  const url = await deepl.start();
  site = await startServer(
    { TRANSLATION_PROVIDER: 'deepl', DEEPL_API_URL: url, DEEPL_AUTH_KEY: deepl.authKey, TRUSTED_PROXIES: '1', WHOIS_RATE_LIMIT: '3', WHOIS_RATE_WINDOW_MS: '600000', TRANSLATE_RATE_LIMIT: '1000' },
    // Bound to the machine's own non-private address when it has one (the direct-peer test needs a
    // client that is not private); nothing but this machine talks to it during the test.
    { host: publicLocal ?? '127.0.0.1' },
  );
  const address = new URL(site.url);
  host = address.hostname;
  port = Number(address.port);
});
afterAll(async () => {
  await site?.stop();
  await deepl.close();
});

/** user + system CPU of the server process, in clock ticks (/proc/PID/stat fields 14 and 15). */
function cpuTicks(): number {
  const fields = readFileSync(`/proc/${site.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

function request(path: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {}): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host, port, path, method: options.method ?? 'GET', headers: options.headers, localAddress: options.from }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const translate = (json: unknown, from?: string) =>
  request('/api/translate-json', { method: 'POST', from, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ source_language: 'en', target_language: 'es', json }) });

describe('translate-json cannot stall the site', () => {
  it('60 KB and 1 MB adversarial strings are refused by the caps at once; /api/health answers meanwhile; the server spends under a second of CPU', async () => {
    const before = cpuTicks();
    const attacks = [
      translate({ t: 'a'.repeat(60_000) }),
      translate({ t: '1 '.repeat(30_000) + 'x' }),
      translate({ t: 'a@' + '.'.repeat(60_000) + ' x' }),
      translate({ t: 'a'.repeat(1024 * 1024) }),
      translate(Array.from({ length: 12 }, (_, index) => `${index} ${'a@.'.repeat(1600)}`)),
    ];
    const health = await request('/api/health');
    expect(health.status).toBe(200);
    const answers = await Promise.all(attacks);
    expect(answers.map((answer) => [answer.status, JSON.parse(answer.text).code])).toEqual([
      [422, 'string-too-long'],
      [422, 'string-too-long'],
      [422, 'string-too-long'],
      [413, 'payload-too-large'],
      [413, 'too-many-characters'],
    ]);
    // The largest strings the caps let through (5,000 characters each, 20,000 in all), built to backtrack.
    const worst = ['a'.repeat(4999), '1'.repeat(4999), 'a@' + '.'.repeat(4990), '<!--'.repeat(1249)];
    const allowed = await translate(worst);
    expect(allowed.status).toBe(200);
    const ticksPerSecond = 100;
    expect(cpuTicks() - before).toBeLessThan(ticksPerSecond);
    expect(deepl.calls.flatMap((call) => call.texts).join('').length).toBeLessThan(20_000);
  });
});

describe('translate-json is not an open proxy to the paid engine', () => {
  it('20 × 200 new strings from one client: at most its 20,000 engine characters a day reach DeepL, the rest is 429', async () => {
    const from = host === '127.0.0.1' ? '127.0.0.21' : undefined;
    const sentBefore = deepl.calls.flatMap((call) => call.texts).reduce((sum, text) => sum + text.length, 0);
    const statuses: number[] = [];
    for (let batch = 0; batch < 20; batch++) {
      const answer = await translate(Array.from({ length: 200 }, (_, index) => `Tell me more about widget ${index} of batch ${batch}`), from);
      statuses.push(answer.status);
      if (answer.status === 429) expect(JSON.parse(answer.text).code).toBe('translation-budget-exceeded');
    }
    const sent = deepl.calls.flatMap((call) => call.texts).reduce((sum, text) => sum + text.length, 0) - sentBefore;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(20_000);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(17);
    expect(site.output()).toMatch(/\[translation\] translate-json en->es: engine budget of client \S+ \(20000 characters per day\) refused \d+ characters/);
  });
});

describe('client identity', () => {
  it.skipIf(!publicLocal)('TRUSTED_PROXIES=1: a client reaching the port from a non-private address is limited whatever X-Forwarded-For it rotates', async () => {
    const statuses = [];
    for (let index = 0; index < 6; index++) {
      const answer = await request('/api/whois', { method: 'POST', from: publicLocal, headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${index + 1}` }, body: '{"domainName":""}' });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
  });

  it('plain `next start`: a forged x-site-socket-address is not believed (every request had been a new client)', async () => {
    const plain = await startServer({ WHOIS_RATE_LIMIT: '3', WHOIS_RATE_WINDOW_MS: '600000' }, { server: 'next', host: '127.0.0.1' });
    try {
      const statuses = [];
      for (let index = 0; index < 6; index++) {
        const answer = await fetch(`${plain.url}/api/whois`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-site-socket-address': `203.0.113.${index + 1}`, 'x-site-socket-proof': 'x'.repeat(43) },
          body: '{"domainName":""}',
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
    } finally {
      await plain.stop();
    }
  }, 90_000);
});
