import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetAvailabilityState } from '@/lib/domain-search/availability';
import { resetDomainSearchRateLimiter } from '@/lib/domain-search/rate';
import { startRegistryWorld, type RegistryWorld } from '@/lib/domain-search/testing/fakes';
import type { SearchStreamLine } from '@/lib/domain-search/types';
import { resetCatalogueForTests } from '@/lib/pricing/catalogue';
import { toCsv } from '@/lib/pricing/price-list';
import { price, temporaryDirectory } from '@/lib/pricing/test-helpers';
import { clearBootstrapCache } from '@/lib/whois/bootstrap';
import { POST } from './route';
import { socketHeaders } from '@/lib/http/testing';

const temp = temporaryDirectory('domain-search-route-');
const savedEnv = { ...process.env };
let world: RegistryWorld;

beforeAll(async () => {
  const seed = path.join(temp.directory, 'seed.csv');
  const tlds = ['com', 'net', 'org', 'io', 'co', 'eu', 'info', 'app', 'es', 'nl', 'in'];
  writeFileSync(seed, toCsv(tlds.flatMap((tld, n) => (['USD', 'EUR', 'GBP', 'INR'] as const).map((currency) => price(tld, currency, 10 + n)))));
  world = await startRegistryWorld();
  process.env = { ...savedEnv, ...world.env, DATA_DIR: temp.directory, PRICES_SEED_FILE: seed, PRICES_VERSION_CHECK_MS: '0', DOMAIN_SEARCH_TIMEOUT_MS: '600', DOMAIN_SEARCH_RATE_LIMIT: '5' };
  await resetCatalogueForTests();
});
beforeEach(() => {
  resetAvailabilityState();
  resetDomainSearchRateLimiter();
  clearBootstrapCache();
});
afterAll(async () => {
  await resetCatalogueForTests();
  await world.close();
  process.env = savedEnv;
  temp.remove();
});

function post(body: unknown, ip = '198.51.100.7', type = 'application/json') {
  return POST(new Request('http://localhost/api/domain-search', { method: 'POST', headers: { 'content-type': type, ...socketHeaders(ip) }, body: typeof body === 'string' ? body : JSON.stringify(body) }));
}

async function lines(response: Response): Promise<SearchStreamLine[]> {
  return (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SearchStreamLine);
}

describe('POST /api/domain-search', () => {
  it('streams NDJSON: the priced rows first, then one result per row as each ends, then done', async () => {
    const response = await post({ query: 'mybrand', locale: 'es' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    const stream = await lines(response);
    const [answer] = stream;
    if (answer?.type !== 'answer') throw new Error('first line is not the answer');
    expect(answer.currency).toBe('EUR');
    expect(answer.rows[0]).toMatchObject({ domain: 'mybrand.com', kind: 'exact', status: 'pending', price: { currency: 'EUR' } });
    expect(answer.rows.map((row) => row.domain)).toContain('mybrand.es');
    expect(stream.at(-1)).toEqual({ type: 'done' });
    const results = Object.fromEntries(stream.filter((line) => line.type === 'result').map((line) => [answer.rows.find((row) => row.id === (line as { id: string }).id)!.domain, line]));
    expect(Object.keys(results).sort()).toEqual(answer.rows.map((row) => row.domain).sort());
    expect(results['mybrand.com']).toMatchObject({ status: 'available' });
    expect(results['mybrand.net']).toMatchObject({ status: 'taken' });
    expect(results['mybrand.co']).toMatchObject({ status: 'taken' });
    expect(results['mybrand.io']).toMatchObject({ status: 'unknown', reason: 'timeout' });
    expect(results['mybrand.org']).toMatchObject({ status: 'unknown', reason: 'rate-limited' });
    expect(results['mybrand.es']).toMatchObject({ status: 'available' });
    // the hanging registry's row is the last to end
    expect((stream.at(-2) as { id: string }).id).toBe(answer.rows.find((row) => row.domain === 'mybrand.io')!.id);
  });

  it('delivers lines as they happen, not at the end', async () => {
    const response = await post({ query: 'streamed', locale: 'en' });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    // .io hangs until the deadline, so a stream held back to the end could not have given this yet
    expect(first.startsWith('{"type":"answer"')).toBe(true);
    expect(first).not.toContain('"type":"done"');
    await reader.cancel();
  });

  it('DNS delegation is taken at once; a bulk search checks each line', async () => {
    const stream = await lines(await post({ names: 'example.com\ntaken-one.es\nfree-one.nl\nnot a name', locale: 'en' }));
    const answer = stream[0] as Extract<SearchStreamLine, { type: 'answer' }>;
    expect(answer.mode).toBe('bulk');
    expect(answer.currency).toBe('USD');
    const status = (domain: string) => {
      const row = answer.rows.find((candidate) => candidate.display === domain)!;
      return (stream.find((line) => line.type === 'result' && line.id === row.id) as { status: string } | undefined)?.status ?? row.status;
    };
    expect([status('example.com'), status('taken-one.es'), status('free-one.nl'), status('not a name')]).toEqual(['taken', 'taken', 'available', 'invalid']);
    expect(world.dns.questions).toContain('example.com NS');
  });

  it.each([
    [{ query: '' }, 400, 'query-required'],
    [{ query: 'a'.repeat(300) }, 400, 'query-too-long'],
    [{ query: 'bad_name.com' }, 400, 'invalid-domain'],
    [{ query: 'www.blog.example.com' }, 422, 'not-registrable'],
    [{ names: Array.from({ length: 51 }, (_, i) => `n${i}.com`).join('\n') }, 413, 'too-many-names'],
  ])('%j → %i %s', async (body, status, code) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ success: false, code });
  });

  it('refuses a body that is not JSON (415, 400) or too large (413)', async () => {
    expect((await post('query=x', undefined, 'application/x-www-form-urlencoded')).status).toBe(415);
    expect(await (await post('{nope')).json()).toMatchObject({ code: 'invalid-json' });
    expect((await post({ query: 'x', padding: 'x'.repeat(40_000) })).status).toBe(413);
  });

  it('limits searches per client: 429 rate-limit-exceeded with Retry-After; other clients are not affected; a bulk search costs one per 10 names', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post({ query: `free${i}.es` }, '203.0.113.9')).status).toBe(200);
    const limited = await post({ query: 'free9.es' }, '203.0.113.9');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ success: false, code: 'rate-limit-exceeded' });
    expect((await post({ query: 'free9.es' }, '203.0.113.10')).status).toBe(200);
    const bulk = Array.from({ length: 50 }, (_, i) => `bulk${i}.es`).join('\n');
    expect((await post({ names: bulk }, '203.0.113.11')).status).toBe(200);
    expect((await post({ query: 'one.es' }, '203.0.113.11')).status).toBe(429);
  });
});
