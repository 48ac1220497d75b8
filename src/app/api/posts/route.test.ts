import { describe, expect, it } from 'vitest';
import type { PostBatch } from '@/lib/posts/types';
import { GET } from './route';
import { socketHeaders } from '@/lib/http/testing';

const get = (query: string) => GET(new Request(`http://127.0.0.1/api/posts${query}`, { headers: { ...socketHeaders('127.0.0.9') } }));

describe('GET /api/posts (the embedded content)', () => {
  it('answers one cursor page of cards; the next page continues after the cursor', async () => {
    const first = await get('?locale=en&first=50');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('public');
    const body = (await first.json()) as PostBatch;
    expect(body.posts).toHaveLength(50);
    expect(body.pageInfo.hasNextPage).toBe(true);
    const second = (await (await get(`?locale=en&after=${encodeURIComponent(body.pageInfo.endCursor!)}`)).json()) as PostBatch;
    expect(second.posts.length).toBeGreaterThanOrEqual(10);
    expect(second.posts.some((post) => body.posts.some((seen) => seen.id === post.id))).toBe(false);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it('filters by category slug and searches (ranked, diacritics folded)', async () => {
    const dns = (await (await get('?locale=en&category=dns-hosting')).json()) as PostBatch;
    expect(dns.posts.every((post) => post.categories.some((category) => category.slug === 'dns-hosting'))).toBe(true);
    const spanish = (await (await get('?locale=es&search=dominio')).json()) as PostBatch;
    expect(spanish.posts[0]?.href).toBe('/es/blog/dominios-caducados-ciclo-de-vida');
  });

  it('refuses bad input with a code', async () => {
    expect(await (await get('?locale=fr')).json()).toMatchObject({ success: false, code: 'invalid-query', fields: { locale: expect.any(String) } });
    expect((await get('?first=500')).status).toBe(400);
    expect((await get('?after=%3Cscript%3E')).status).toBe(400);
    expect(await (await get('?search=%20%20')).json()).toMatchObject({ code: 'search-required' });
    const missing = await get('?category=no-such-category');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'category-not-found' });
  });
});
