import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApertium, type TestApertium } from '../../../../scripts/lib/apertium';
import { ApertiumProvider, splitMarkers, withoutMarks } from './apertium';
import { ProviderError } from './types';

const fast = { attempts: 3, baseDelayMs: 10 };
const signal = (ms = 20_000) => AbortSignal.timeout(ms);

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('Apertium APy provider against the real APy (Debian apertium-apy + apertium-eng-spa) on loopback', () => {
  let apy: TestApertium;
  beforeAll(async () => {
    apy = await startApertium();
  }, 60_000);
  afterAll(() => apy?.stop());

  it('translates a batch in one request, one answer per fragment, markup kept', async () => {
    const provider = new ApertiumProvider({ url: apy.url, retry: fast });
    const answer = await provider.translate(['The red house', 'Cheap', '<p>Members save <strong>69%</strong> <a href="/x">here</a></p>', 'Fish &amp; chips'], 'en', 'es', signal());
    expect(answer).toHaveLength(4);
    expect(answer[0]).toBe('La casa roja');
    expect(answer[1]).toBe('Barato');
    expect(answer[2]).toMatch(/^<p>Los miembros .* <strong>69%<\/strong> <a href="\/x">aquí<\/a><\/p>$/);
    expect(answer[3]).toMatch(/&amp;/);
  });

  it('1,000 strings in one call keep every marker (requests stay inside the deformatter’s first block)', async () => {
    const provider = new ApertiumProvider({ url: apy.url, retry: fast });
    const texts = Array.from({ length: 1000 }, (_, index) => `Cheap domains for resellers and more ${index}`);
    const answer = await provider.translate(texts, 'en', 'es', signal(60_000));
    expect(answer).toHaveLength(1000);
    expect(answer[999]).toMatch(/999$/);
    expect(answer.every((text, index) => text.endsWith(String(index)))).toBe(true);
  }, 90_000);

  it('a fragment holding <hr data-tm="1"> itself is translated with the rest, not a failed batch', async () => {
    const provider = new ApertiumProvider({ url: apy.url, retry: fast });
    const answer = await provider.translate(['<p>The red house <hr data-tm="1"> Cheap</p>', 'The red house'], 'en', 'es', signal());
    expect(answer).toEqual(['<p>La casa roja <hr data-tm="1"> Barato</p>', 'La casa roja']);
  });

  it('keeps placeholders (unknown words) where the grammar puts them', async () => {
    const provider = new ApertiumProvider({ url: apy.url, retry: fast });
    const [answer] = await provider.translate(['Register your Xt0x today'], 'en', 'es', signal());
    expect(answer).toMatch(/Xt0x/);
    expect(answer).toMatch(/hoy/);
  });

  it('a pair that is not installed (en -> nl) is unsupported, not a failure', async () => {
    const provider = new ApertiumProvider({ url: apy.url, retry: fast });
    expect((await failure(provider.translate(['Hello'], 'en', 'nl', signal()))).failure).toBe('unsupported');
  });

  it('APy stopped: unavailable, at once', async () => {
    const provider = new ApertiumProvider({ url: apy.url, retry: fast });
    await apy.stop();
    const started = Date.now();
    expect((await failure(provider.translate(['Hello'], 'en', 'es', signal()))).failure).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(5000);
    await apy.start();
    expect(await provider.translate(['Hello'], 'en', 'es', signal())).toEqual(['Hola']);
  }, 60_000);
});

describe('Apertium APy provider: 429, 5xx and timeout (APy-shaped server on loopback)', () => {
  let server: Server;
  let url: string;
  const plan: number[] = [];
  const stalled: ServerResponse[] = [];
  let requests = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      requests += 1;
      const status = plan.shift() ?? 200;
      if (status === 0) {
        stalled.push(response);
        return;
      }
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const q = new URLSearchParams(body).get('q') ?? '';
        response.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...(status === 429 ? { 'Retry-After': '0' } : {}) });
        response.end(status === 200 ? JSON.stringify({ responseData: { translatedText: q.toUpperCase().replace(/<HR DATA-TM="([0-9A-F]+\.\d+)">/g, (_, marker: string) => `<hr data-tm="${marker.toLowerCase()}">`) }, responseDetails: null, responseStatus: 200 }) : JSON.stringify({ status: 'error', code: status, message: 'error', explanation: 'internal error' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const response of stalled) response.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('429 and 503 are retried, then answered', async () => {
    plan.push(429, 503);
    requests = 0;
    const provider = new ApertiumProvider({ url, retry: fast });
    expect(await provider.translate(['a', 'b'], 'en', 'es', signal())).toEqual(['A', 'B']);
    expect(requests).toBe(3);
  });

  it('429 until the attempts run out: rate-limited; 500: unavailable; no answer: timeout', async () => {
    const provider = new ApertiumProvider({ url, retry: fast });
    plan.push(429, 429, 429);
    expect((await failure(provider.translate(['a'], 'en', 'es', signal()))).failure).toBe('rate-limited');
    plan.push(500);
    expect((await failure(provider.translate(['a'], 'en', 'es', signal()))).failure).toBe('unavailable');
    plan.push(0);
    expect((await failure(provider.translate(['a'], 'en', 'es', signal(200)))).failure).toBe('timeout');
  });

  it("Apertium's '#' and '@' marks are dropped unless the source had them", () => {
    expect(withoutMarks('Uso la #panel de @control', 'Use the panel of control')).toBe('Uso la panel de control');
    expect(withoutMarks('Sigue #dominios', 'Follow #domains')).toBe('Sigue #dominios');
    expect(withoutMarks('para los clientes  diriges.', 'for the customers you manage.')).toBe('para los clientes diriges.');
  });

  it('a capital Apertium moved onto the word after a leading placeholder goes back', () => {
    expect(withoutMarks('Xt0x Para revendedores', 'Xt0x for resellers')).toBe('Xt0x para revendedores');
    expect(withoutMarks('<p>Xt0x Para todos</p>', '<p>Xt0x for all</p>')).toBe('<p>Xt0x para todos</p>');
    expect(withoutMarks('Xt0x Amsterdam', 'Xt0x in Amsterdam')).toBe('Xt0x Amsterdam');
    expect(withoutMarks('Para Xt0x', 'For Xt0x')).toBe('Para Xt0x');
  });

  it('an answer that lost a segment marker fails the batch', () => {
    expect(() => splitMarkers('<hr data-tm="f0.0">a<hr data-tm="f0.2">b', 2, 'f0')).toThrow(/lost its segment markers/);
    expect(splitMarkers('<hr data-tm="f0.0">a\n<hr data-tm="f0.1">b', 2, 'f0')).toEqual(['a', 'b']);
    // Another request's markers, or a fragment's own <hr data-tm="1">, are text.
    expect(splitMarkers('<hr data-tm="f0.0">a <hr data-tm="1"> <hr data-tm="e9.1">\n<hr data-tm="f0.1">b', 2, 'f0')).toEqual(['a <hr data-tm="1"> <hr data-tm="e9.1">', 'b']);
  });
});
