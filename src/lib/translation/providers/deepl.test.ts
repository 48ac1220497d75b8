import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeDeepl } from '../testing/fake-deepl';
import { DeeplProvider } from './deepl';
import { ProviderError } from './types';

const deepl = new FakeDeepl();
let url: string;
beforeAll(async () => {
  url = await deepl.start();
});
afterAll(() => deepl.close());
beforeEach(() => {
  deepl.calls.length = 0;
  Object.assign(deepl, { throttle: 0, retryAfterSeconds: 0, failures: 0, failureStatus: 503, quota: false, stall: false });
});

const fast = { attempts: 4, baseDelayMs: 10 };
const provider = (authKey = deepl.authKey) => new DeeplProvider({ url, authKey, retry: fast });
const signal = (ms = 5000) => AbortSignal.timeout(ms);

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('DeepL API v2 provider (against a protocol-faithful server on loopback)', () => {
  it('sends the documented request and reads one translation per text, in order, markup kept', async () => {
    const answer = await provider().translate(['Register your domain', '<p>Buy <b>now</b> Xt0x</p>'], 'en', 'es', signal());
    expect(answer).toEqual(['Registra tu ámbito', '<p>Compra <b>ahora</b> <span translate="no">Xt0x</span></p>']);
    expect(deepl.calls[0]).toMatchObject({ status: 200, targetLang: 'ES', tagHandling: 'html' });
    await provider().translate(['Hello'], 'en', 'nl', signal());
    expect(deepl.calls[1]!.targetLang).toBe('NL');
    await provider().translate(['Hola'], 'es', 'en', signal());
    expect(deepl.calls[2]!.targetLang).toBe('EN-US');
  });

  it('splits more than 50 texts into several requests (the documented limit)', async () => {
    const texts = Array.from({ length: 120 }, (_, index) => `Hello ${index}`);
    const answer = await provider().translate(texts, 'en', 'es', signal());
    expect(answer[119]).toBe('Hola 119');
    expect(deepl.calls.map((call) => call.texts.length)).toEqual([50, 50, 20]);
  });

  it('429: waits (Retry-After or doubling from the base delay) and retries', async () => {
    deepl.throttle = 2;
    expect(await provider().translate(['Hello world'], 'en', 'es', signal())).toEqual(['Hola mundo']);
    expect(deepl.calls.map((call) => call.status)).toEqual([429, 429, 200]);
  });

  it('429 on every attempt: rate-limited', async () => {
    deepl.throttle = 10;
    const error = await failure(provider().translate(['Hello'], 'en', 'es', signal()));
    expect(error.failure).toBe('rate-limited');
    expect(deepl.calls).toHaveLength(4);
  });

  it('a Retry-After beyond the deadline ends the wait at the deadline', async () => {
    deepl.throttle = 1;
    deepl.retryAfterSeconds = 30;
    const error = await failure(provider().translate(['Hello'], 'en', 'es', signal(300)));
    expect(error.failure).toBe('rate-limited');
  });

  it('503 is retried; 500 is not; 456 is quota', async () => {
    deepl.failures = 1;
    expect(await provider().translate(['Hello'], 'en', 'es', signal())).toEqual(['Hola']);
    deepl.failures = 1;
    deepl.failureStatus = 500;
    expect((await failure(provider().translate(['Hello'], 'en', 'es', signal()))).failure).toBe('unavailable');
    deepl.quota = true;
    const quota = await failure(provider().translate(['Hello'], 'en', 'es', signal()));
    expect([quota.failure, quota.status]).toEqual(['rate-limited', 456]);
  });

  it('a server that never answers: timeout', async () => {
    deepl.stall = true;
    expect((await failure(provider().translate(['Hello'], 'en', 'es', signal(200)))).failure).toBe('timeout');
  });

  it('a wrong key: rejected (403)', async () => {
    const error = await failure(provider('wrong').translate(['Hello'], 'en', 'es', signal()));
    expect([error.failure, error.status]).toEqual(['rejected', 403]);
    expect(error.message).toMatch(/DEEPL_AUTH_KEY/);
  });

  it('nobody listening: unavailable', async () => {
    const closed = new DeeplProvider({ url: 'http://127.0.0.1:9', authKey: 'k', retry: fast });
    expect((await failure(closed.translate(['Hello'], 'en', 'es', signal()))).failure).toBe('unavailable');
  });
});
