import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApertium, type TestApertium } from '../../../../scripts/lib/apertium';
import { closeTranslationMemories } from '@/lib/translation/memory';
import { FakeDeepl } from '@/lib/translation/testing/fake-deepl';
import { POST } from './route';
import { socketHeaders } from '@/lib/http/testing';

const savedEnv = { ...process.env };
let apy: TestApertium;
let directory: string;
let address = 0;

function post(body: unknown, init: { type?: string; ip?: string } = {}) {
  return POST(
    new Request('http://localhost/api/translate-json', {
      method: 'POST',
      headers: { 'content-type': init.type ?? 'application/json', ...socketHeaders(init.ip ?? `198.51.100.${(address = (address % 250) + 1)}`) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}
const es = (json: unknown) => ({ source_language: 'en', target_language: 'es', env: 'dev', json });

beforeAll(async () => {
  apy = await startApertium();
  directory = mkdtempSync(path.join(tmpdir(), 'translate-json-'));
}, 60_000);
afterAll(async () => {
  process.env = savedEnv;
  await closeTranslationMemories();
  await apy?.stop();
  rmSync(directory, { recursive: true, force: true });
});
beforeEach(() => {
  process.env = { ...savedEnv, DATA_DIR: directory, TRANSLATION_PROVIDER: 'apertium', APERTIUM_URL: apy.url, TRANSLATE_RATE_LIMIT: '1000', TRANSLATION_IMPORT_SHIPPED: 'false' };
  delete process.env.DATABASE_URL;
});

describe('POST /api/translate-json with Apertium APy on loopback', () => {
  it('answers Spanish text in the input’s shape, url untouched, termbase held (dominio, never ámbito)', async () => {
    const response = await post(es({ heading: 'Register your domain', button: { title: 'Buy domain', url: '/x' } }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, source_language: 'en', target_language: 'es' });
    expect(body.json.button).toEqual({ title: 'Comprar dominio', url: '/x' });
    expect(body.json.heading).toMatch(/dominio/);
    expect(body.json.heading).not.toMatch(/ámbito|domain/i);
    expect(Object.keys(body.json)).toEqual(['heading', 'button']);
  });

  it('a list of strings and a list of objects come back as such; machine values stay', async () => {
    const strings = await (await post({ ...es(['The red house', 'https://example.com/a', '$10.44', 'Cheap .com domains at example.com']), target_language: 'es_ES' })).json();
    expect(strings.json).toHaveLength(4);
    expect(strings.json[0]).toBe('La casa roja');
    expect(strings.json.slice(1, 3)).toEqual(['https://example.com/a', '$10.44']);
    expect(strings.json[3]).toMatch(/\.com/);
    expect(strings.json[3]).toMatch(/example\.com/);
    expect(strings.json[3]).toMatch(/dominios/);
    const objects = await (await post(es([{ title: 'The red house', count: 2, on: true, type: 'primary' }, { text: '<p>Members save <strong>69%</strong></p>', email: 'info@example.com' }]))).json();
    expect(objects.json[0]).toEqual({ title: 'La casa roja', count: 2, on: true, type: 'primary' });
    expect(objects.json[1].text).toMatch(/^<p>Los miembros .*<strong>69%<\/strong><\/p>$/);
    expect(objects.json[1].email).toBe('info@example.com');
  });

  it('bad input answers its code', async () => {
    const cases: [Promise<Response>, number, string][] = [
      [post('{"json": '), 400, 'invalid-json'],
      [post('[1, 2]'), 400, 'invalid-body'],
      [post({ source_language: 'en', json: { a: 'Hello' } }), 400, 'target-language-required'],
      [post({ ...es({ a: 'Hello' }), target_language: 'fr' }), 400, 'unsupported-language'],
      [post({ ...es({ a: 'Hello' }), source_language: 'xx' }), 400, 'unsupported-language'],
      [post(es('Hello')), 400, 'invalid-json-shape'],
      [post(es([1, 2])), 400, 'invalid-json-shape'],
      [post(es([{ a: 'x' }, 'y'])), 400, 'invalid-json-shape'],
      [post(es(null)), 400, 'invalid-json-shape'],
      [post(es(JSON.parse('{"a":'.repeat(40) + '"x"' + '}'.repeat(40)))), 422, 'json-too-deep'],
      [post(es({ a: 'x'.repeat(70_000) })), 413, 'payload-too-large'],
      [post(es(Array.from({ length: 1001 }, (_, index) => `Text ${index}`))), 413, 'too-many-strings'],
      [post(es({ a: `A ${'long '.repeat(1000)}text` })), 422, 'string-too-long'],
      [post(es(Array.from({ length: 10 }, (_, index) => `Text ${index} ${'word '.repeat(450)}`))), 413, 'too-many-characters'],
      [post(es({ a: 'Hello' }), { type: 'text/plain' }), 415, 'unsupported-media-type'],
    ];
    for (const [response, status, code] of cases) {
      const answer = await response;
      expect([answer.status, (await answer.json()).code]).toEqual([status, code]);
    }
  });

  it('over the rate limit: 429 with Retry-After', async () => {
    process.env.TRANSLATE_RATE_LIMIT = '2';
    const ip = '203.0.113.50';
    expect((await post(es(['Hello']), { ip })).status).toBe(200);
    expect((await post(es(['Hello']), { ip })).status).toBe(200);
    const limited = await post(es(['Hello']), { ip });
    expect(limited.status).toBe(429);
    expect((await limited.json()).code).toBe('rate-limit-exceeded');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('APy stopped: 502 with the spec’s error and the original text; memory hits still translated', async () => {
    await apy.stop();
    try {
      const response = await post(es({ known: 'The red house', fresh: 'The blue car is fast', url: '/x' }));
      expect(response.status).toBe(502);
      const body = await response.json();
      expect(body).toMatchObject({ success: false, code: 'translation-failed', error: 'Translation failed' });
      expect(body.json).toEqual({ known: 'La casa roja', fresh: 'The blue car is fast', url: '/x' });
    } finally {
      await apy.start();
    }
  }, 60_000);
});

describe('POST /api/translate-json with the DeepL API v2 protocol', () => {
  it('a 60 KB string of one letter is refused before any work (the string cap), the engine never asked', async () => {
    const deepl = new FakeDeepl();
    const url = await deepl.start();
    try {
      process.env = { ...process.env, TRANSLATION_PROVIDER: 'deepl', DEEPL_API_URL: url, DEEPL_AUTH_KEY: deepl.authKey };
      const before = process.cpuUsage();
      const response = await post(es({ t: 'a'.repeat(60_000) }));
      expect([response.status, (await response.json()).code]).toEqual([422, 'string-too-long']);
      // Far below the 8 s of CPU the backtracking patterns spent on it (a relative bound: 60,000 characters read a few times).
      expect(process.cpuUsage(before).user).toBeLessThan(1_000_000);
      expect(deepl.calls).toEqual([]);
    } finally {
      await deepl.close();
    }
  });

  it('20 requests of 200 new strings from one client spend at most its daily budget; the rest is 429 translation-budget-exceeded', async () => {
    const deepl = new FakeDeepl();
    const url = await deepl.start();
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      process.env = { ...process.env, TRANSLATION_PROVIDER: 'deepl', DEEPL_API_URL: url, DEEPL_AUTH_KEY: deepl.authKey, TRANSLATE_CLIENT_CHARS_PER_DAY: '20000', TRANSLATION_VISITOR_ROWS: '300' };
      const ip = '203.0.113.77';
      const statuses: number[] = [];
      for (let request = 0; request < 20; request++) {
        const strings = Array.from({ length: 200 }, (_, index) => `Tell me about widget number ${index} of batch ${request}`);
        const response = await post(es(strings), { ip });
        statuses.push(response.status);
        if (response.status === 429) {
          expect((await response.json()).code).toBe('translation-budget-exceeded');
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(3600);
        }
      }
      const sent = deepl.calls.flatMap((call) => call.texts).reduce((sum, text) => sum + text.length, 0);
      expect(sent).toBeGreaterThan(0);
      expect(sent).toBeLessThanOrEqual(20_000);
      expect(statuses.filter((status) => status === 200)).toHaveLength(2);
      expect(statuses.slice(2).every((status) => status === 429)).toBe(true);
      expect(warnings.filter((line) => line.includes('engine budget of client 203.0.113.77 (20000 characters per day) refused'))).toHaveLength(18);
      // Strings the memory knows cost nothing: the first batch again is answered, the engine not asked.
      const calls = deepl.calls.length;
      const again = await post(es(Array.from({ length: 200 }, (_, index) => `Tell me about widget number ${index} of batch 1`)), { ip });
      expect(again.status).toBe(200);
      expect(deepl.calls.length).toBe(calls);
      // Another client has its own budget.
      expect((await post(es(['Tell me about a new widget']), { ip: '203.0.113.78' })).status).toBe(200);
      // Visitor rows are bounded: 401 translated, 300 kept.
      const memory = await (await import('@/lib/translation/memory')).translationMemory(directory);
      expect((await memory.entries({ requestedBy: 'visitor' })).length).toBe(300);
    } finally {
      console.warn = warn;
      await deepl.close();
    }
  });

  it('translates through DeepL with the termbase around it; 429 from DeepL until the deadline is a 502', async () => {
    const deepl = new FakeDeepl();
    const url = await deepl.start();
    try {
      process.env = { ...process.env, TRANSLATION_PROVIDER: 'deepl', DEEPL_API_URL: url, DEEPL_AUTH_KEY: deepl.authKey, TRANSLATION_TIMEOUT_MS: '1500' };
      const body = await (await post({ ...es({ heading: 'Register your domain today' }), target_language: 'nl' })).json();
      expect(body.json.heading).toBe('Registreer je domein vandaag');
      expect(deepl.calls[0]!.texts).toEqual(['Register your <span translate="no">Xt0x</span> today']);
      deepl.throttle = 100;
      deepl.retryAfterSeconds = 1;
      const limited = await post({ ...es({ heading: 'Buy your domain now' }), target_language: 'nl' });
      expect(limited.status).toBe(502);
      expect((await limited.json()).json.heading).toBe('Buy your domain now');
    } finally {
      await deepl.close();
    }
  });
});
