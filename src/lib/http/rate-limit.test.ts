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

  it('reads the right-most forwarded address', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '1.2.3.4, 127.0.0.1' }))).toBe('127.0.0.1');
    expect(clientIp(new Headers())).toBe('unknown');
  });
});
