import { describe, expect, it } from 'vitest';
import { createBoundedCache } from './bounded-cache';

describe('createBoundedCache', () => {
  const sized = (maxEntries: number, maxBytes: number) => createBoundedCache<string>({ maxEntries, maxBytes, sizeOf: (value) => value.length });
  it('drops the least recently used first, by count and by bytes', () => {
    const cache = sized(2, 100);
    cache.set('a', 'x');
    cache.set('b', 'y');
    cache.get('a');
    cache.set('c', 'z');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['x', undefined, 'z']);
    const small = sized(10, 5);
    small.set('a', 'aaa');
    small.set('b', 'bbb');
    expect([small.get('a'), small.get('b'), small.bytes]).toEqual([undefined, 'bbb', 3]);
  });
  it('does not keep what is larger than the whole cache; replacing and deleting keep the count right', () => {
    const cache = sized(10, 5);
    expect(cache.set('big', 'too large')).toBe(false);
    expect(cache.size).toBe(0);
    cache.set('a', 'aa');
    cache.set('a', 'aaaa');
    expect(cache.bytes).toBe(4);
    cache.delete('a');
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});
