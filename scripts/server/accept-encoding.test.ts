import { describe, expect, it } from 'vitest';
import { acceptsCoding } from './accept-encoding';

describe('acceptsCoding', () => {
  it.each([
    ['gzip, deflate, br', 'br', true],
    ['gzip, deflate, br', 'gzip', true],
    ['br;q=0, gzip', 'br', false],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', 'gzip', true],
    ['deflate', 'br', false],
    ['*', 'br', true],
    ['gzip;q=0, *', 'gzip', false],
    ['x-gzip', 'gzip', true],
    ['identity', 'gzip', false],
    [undefined, 'gzip', false],
    ['', 'gzip', false],
  ] as const)('%j accepts %s: %s', (header, coding, expected) => {
    expect(acceptsCoding(header, coding)).toBe(expected);
  });
});
