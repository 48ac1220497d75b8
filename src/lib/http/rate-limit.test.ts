import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { clientIp, RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows up to the limit per window, then refuses with rate-limit-exceeded', () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 2, windowMs: 1000, now: () => now });
    limiter.enforce('a');
    limiter.enforce('a');
    expect(() => limiter.enforce('a')).toThrow(ApiError);
    try {
      limiter.enforce('a');
    } catch (error) {
      expect((error as ApiError).status).toBe(429);
      expect((error as ApiError).code).toBe('rate-limit-exceeded');
      expect((error as ApiError).headers?.['Retry-After']).toBe('1');
    }
    limiter.enforce('b');
    now = 1000;
    expect(() => limiter.enforce('a')).not.toThrow();
  });

  it('keys on the socket address, never on a forwarded header the client wrote (TRUSTED_PROXIES unset)', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '1.2.3.4', 'x-site-socket-address': '203.0.113.5' }))).toBe('203.0.113.5');
    expect(clientIp(new Headers({ 'x-forwarded-for': '1.2.3.4' }))).toBe('unknown');
  });

  it('keeps at most maxKeys windows, however many keys arrive', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000, now: () => 0, maxKeys: 1000 });
    for (let index = 0; index < 20_000; index++) limiter.hit(`key-${index}`);
    expect((limiter as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(1000);
    // A recent key is still counted.
    expect(limiter.hit('key-19999').allowed).toBe(false);
  });
});
