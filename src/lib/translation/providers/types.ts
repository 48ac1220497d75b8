import type { Language } from '../languages';

/**
 * A machine-translation engine. It receives HTML fragments (plain text arrives escaped, protected
 * spans as placeholders) and answers one fragment per fragment, in order. Everything else —
 * memory, termbase, which strings are human text — is the service's business (service.ts).
 */
export interface TranslationProvider {
  readonly name: 'apertium' | 'deepl';
  /** Throws ProviderError; never answers a different number of fragments. */
  translate(fragments: readonly string[], source: Language, target: Language, signal: AbortSignal): Promise<string[]>;
}

export type ProviderFailure =
  /** 429 / quota: the engine asks us to slow down. */
  | 'rate-limited'
  /** 5xx, connection refused, bad answer. */
  | 'unavailable'
  /** No answer within the time allowed. */
  | 'timeout'
  /** The engine cannot translate this language pair (not a failure: the text stays as it is). */
  | 'unsupported'
  /** 4xx other than 429: our request or credentials are wrong. */
  | 'rejected';

export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly provider: string,
    readonly failure: ProviderFailure,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
  }
}

export interface HttpAttempt {
  status: number;
  headers: Headers;
  body: string;
}

export interface RetryPolicy {
  /** Attempts in all (first try included). */
  attempts: number;
  /** Wait before the second attempt; doubled after each (from 1000 ms). */
  baseDelayMs: number;
}

/** An engine that answers 429 (rate limited) is retried up to 3 times, waiting 1000 ms, then 2000, then 4000. */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 1000 };

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : undefined;
}

const isAbort = (error: unknown) => error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');

/**
 * One HTTP exchange with an engine, retried on 429 and 503 (Retry-After honoured) while the
 * caller's deadline (signal) allows. A timeout, refused connection or other status throws a
 * ProviderError naming what happened; the answer of a 2xx is returned.
 */
export async function requestWithRetry(
  provider: string,
  url: string,
  init: RequestInit,
  signal: AbortSignal,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<HttpAttempt> {
  let delay = policy.baseDelayMs;
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    let body: string;
    try {
      response = await fetch(url, { ...init, signal, redirect: 'error' });
      body = await response.text();
    } catch (error) {
      if (isAbort(error) || signal.aborted) throw new ProviderError(provider, 'timeout', 'no answer in time');
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      throw new ProviderError(provider, 'unavailable', cause === 'ECONNREFUSED' ? 'connection refused' : `request failed${cause ? ` (${cause})` : ''}`);
    }
    const { status } = response;
    if (status >= 200 && status < 300) return { status, headers: response.headers, body };
    const retryable = status === 429 || status === 503;
    if (retryable && attempt < policy.attempts) {
      const wait = retryAfterMs(response.headers) ?? delay;
      delay *= 2;
      try {
        await sleep(wait, signal);
      } catch {
        throw new ProviderError(provider, status === 429 ? 'rate-limited' : 'timeout', status === 429 ? 'rate limited (429) until the deadline' : 'no answer in time', status);
      }
      continue;
    }
    if (status === 429 || status === 456) throw new ProviderError(provider, 'rate-limited', status === 456 ? 'quota exceeded (456)' : 'rate limited (429)', status);
    if (status >= 500) throw new ProviderError(provider, 'unavailable', `answered HTTP ${status}`, status);
    throw new ProviderError(provider, 'rejected', `answered HTTP ${status}${body ? `: ${body.slice(0, 200)}` : ''}`, status);
  }
}

/**
 * Splits the texts of one call into request batches, in order: a batch ends before the text that
 * would take it past `maxBytes` (each text counted as its UTF-8 bytes plus `overhead`, the markup
 * sent around it) or past `maxTexts`; a text larger than `maxBytes` goes alone.
 */
export function requestBatches(texts: readonly string[], { maxBytes, overhead, maxTexts = Infinity }: { maxBytes: number; overhead: number; maxTexts?: number }): string[][] {
  const batches: string[][] = [];
  let batch: string[] = [];
  let bytes = 0;
  for (const text of texts) {
    const size = Buffer.byteLength(text) + overhead;
    if (batch.length && (batch.length >= maxTexts || bytes + size > maxBytes)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(text);
    bytes += size;
  }
  if (batch.length) batches.push(batch);
  return batches;
}
