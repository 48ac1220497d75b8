import { describe, expect, it, vi } from 'vitest';

vi.mock('next/cache', () => ({
  unstable_cache: vi.fn((load: () => Promise<unknown>) => load),
}));

import { unstable_cache } from 'next/cache';
import { nextDataCache, noCache, wpTags } from './cache';

describe('nextDataCache', () => {
  it('wraps the load in unstable_cache with the key parts, tags and revalidate window', async () => {
    const cache = nextDataCache(300);
    const value = await cache.get(['GetPageDetail', '{"uri":"/"}'], ['wp', 'wp:page:/'], async () => 42);
    expect(value).toBe(42);
    expect(unstable_cache).toHaveBeenCalledWith(expect.any(Function), ['wordpress', 'GetPageDetail', '{"uri":"/"}'], {
      tags: ['wp', 'wp:page:/'],
      revalidate: 300,
    });
  });

  it('is bypassed when the revalidate window is 0', () => {
    expect(nextDataCache(0)).toBe(noCache);
  });
});

describe('wpTags', () => {
  it('normalises uris and keeps tags within Next’s 256-character limit', () => {
    expect(wpTags.page('about-us')).toBe('wp:page:/about-us/');
    expect(wpTags.post('/blog/x')).toBe('wp:post:/blog/x/');
    const long = wpTags.page(`/${'a'.repeat(300)}/`);
    expect(long).toMatch(/^wp:page#[0-9a-f]{64}$/);
    expect(wpTags.page(`${'a'.repeat(300)}`)).toBe(long);
  });
});
