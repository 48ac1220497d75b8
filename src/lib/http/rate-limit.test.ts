import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { clientIp, RateLimiter, type RateLimitStore } from './rate-limit';
import { socketHeaders } from './testing';

describe('RateLimiter', () => {
  it('allows up to the limit per window, then refuses with rate-limit-exceeded and Retry-After', async () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 2, windowMs: 1000, now: () => now, store: null });
    await limiter.enforce('a');
    await limiter.enforce('a');
    const refused = await limiter.enforce('a').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    expect((refused as ApiError).code).toBe('rate-limit-exceeded');
    expect((refused as ApiError).headers?.['Retry-After']).toBe('1');
    await limiter.enforce('b');
    now = 1000;
    await expect(limiter.enforce('a')).resolves.toBeUndefined();
  });

  it('spend(): a budget that is spent only when what is asked fits, per window; a negative cost gives back', async () => {
    let now = 0;
    const budget = new RateLimiter({ limit: 100, windowMs: 1000, now: () => now, store: null });
    expect(await budget.spend('a', 60)).toMatchObject({ allowed: true, remaining: 40 });
    expect(await budget.spend('a', 50)).toMatchObject({ allowed: false, remaining: 40 });
    expect(await budget.spend('a', 40)).toMatchObject({ allowed: true, remaining: 0 });
    expect(await budget.spend('a', 0)).toMatchObject({ allowed: true, remaining: 0 });
    expect(await budget.spend('a', -30)).toMatchObject({ allowed: true, remaining: 30 });
    expect(await budget.spend('b', 101)).toMatchObject({ allowed: false, remaining: 100 });
    now = 1000;
    expect(await budget.spend('a', 100)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('keys on the socket address, never on a forwarded header the client wrote (TRUSTED_PROXIES unset)', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '1.2.3.4', ...socketHeaders('203.0.113.5') }))).toBe('203.0.113.5');
    expect(clientIp(new Headers({ 'x-forwarded-for': '1.2.3.4' }))).toBe('unknown');
  });

  it('keeps at most maxKeys windows in memory, however many keys arrive', async () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000, now: () => 0, maxKeys: 1000, store: null });
    for (let index = 0; index < 20_000; index++) await limiter.hit(`key-${index}`);
    expect((limiter as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(1000);
    // A recent key is still counted.
    expect((await limiter.hit('key-19999')).allowed).toBe(false);
  });

  it('cuts long keys, so a client cannot make a window expensive', async () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000, now: () => 0, store: null });
    await limiter.hit(`${'x'.repeat(64)}-a`);
    expect((await limiter.hit(`${'x'.repeat(64)}-b`)).allowed).toBe(false);
  });

  it('with a shared store, counts in aligned windows there (several processes see one count)', async () => {
    const counts = new Map<string, number>();
    const store: RateLimitStore = {
      async hit(name, key, windowStart) {
        const id = `${name}|${key}|${windowStart}`;
        counts.set(id, (counts.get(id) ?? 0) + 1);
        return counts.get(id)!;
      },
    };
    let now = 1500;
    const first = new RateLimiter({ name: 'whois', limit: 2, windowMs: 1000, now: () => now, store });
    const second = new RateLimiter({ name: 'whois', limit: 2, windowMs: 1000, now: () => now, store });
    expect((await first.hit('k')).allowed).toBe(true);
    expect((await second.hit('k')).allowed).toBe(true);
    const third = await first.hit('k');
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBe(1);
    expect([...counts.keys()]).toEqual(['whois|k|1000']);
    now = 2000;
    expect((await second.hit('k')).allowed).toBe(true);
  });
});
