import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: vi.fn() }));

import { revalidatePath, revalidateTag } from 'next/cache';
import { POST } from './route';
import { promotionsService } from '@/lib/promotions/service';
import { socketHeaders } from '@/lib/http/testing';

const SECRET = 'a-long-revalidation-secret-0123456789';

function post(body: unknown, headers: Record<string, string> = {}) {
  return POST(
    new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

beforeEach(() => {
  vi.stubEnv('REVALIDATE_SECRET', SECRET);
  vi.mocked(revalidateTag).mockClear();
  vi.mocked(revalidatePath).mockClear();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('POST /api/revalidate', () => {
  it('revalidates the tags given, with the secret in the header', async () => {
    const response = await post({ tags: ['wp:theme-options', 'wp'] }, { 'x-revalidate-secret': SECRET });
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(json).toMatchObject({ success: true, revalidated: { tags: ['wp:theme-options', 'wp'], paths: [] } });
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([
      ['wp:theme-options', { expire: 0 }],
      ['wp', { expire: 0 }],
    ]);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('revalidates a page by uri (secret in the body): its tag, the page list and its path in every locale', async () => {
    const response = await post({ secret: SECRET, uri: 'https://cms.example.com/nl/over-ons/' });
    expect(response.status).toBe(200);
    expect(vi.mocked(revalidateTag).mock.calls.map((call) => call[0])).toEqual(['wp:page:/nl/over-ons/', 'wp:pages']);
    expect(vi.mocked(revalidatePath).mock.calls.map((call) => call[0])).toEqual(['/en/over-ons', '/es/over-ons', '/nl/over-ons', '/hi/over-ons']);
  });

  it('revalidates the home page by uri /', async () => {
    await post({ secret: SECRET, uri: '/', type: 'page' });
    expect(vi.mocked(revalidateTag).mock.calls.map((call) => call[0])).toEqual(['wp:page:/', 'wp:pages']);
    expect(vi.mocked(revalidatePath).mock.calls.map((call) => call[0])).toEqual(['/en', '/es', '/nl', '/hi']);
  });

  it('revalidates a post and the lists that show it', async () => {
    const response = await post({ uri: '/blog/post-1', type: 'post' }, { 'x-revalidate-secret': SECRET });
    expect(response.status).toBe(200);
    expect(vi.mocked(revalidateTag).mock.calls.map((call) => call[0])).toEqual(['wp:post:/blog/post-1/', 'wp:posts']);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('answers 401 invalid-secret for a wrong secret and revalidates nothing', async () => {
    const response = await post({ tags: ['wp'] }, { 'x-revalidate-secret': `${SECRET}x` });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, code: 'invalid-secret' });
    const inBody = await post({ secret: 'wrong', tags: ['wp'] });
    expect(inBody.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('limits wrong secrets per client: past 10, 429 before any comparison, the right secret included', async () => {
    const guesser = socketHeaders('203.0.113.66');
    for (let attempt = 0; attempt < 10; attempt++) expect((await post({ tags: ['wp'] }, { ...guesser, 'x-revalidate-secret': `guess-${attempt}` })).status).toBe(401);
    const blocked = await post({ tags: ['wp'] }, { ...guesser, 'x-revalidate-secret': SECRET });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).code).toBe('rate-limit-exceeded');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(revalidateTag).not.toHaveBeenCalled();
    // Another client (the CMS's webhook) is not affected.
    expect((await post({ tags: ['wp'] }, { ...socketHeaders('203.0.113.67'), 'x-revalidate-secret': SECRET })).status).toBe(200);
  });

  it('answers 401 missing-secret without a secret, even for a malformed body', async () => {
    const response = await post({ tags: ['wp'] });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('missing-secret');
    expect((await post('{not json')).status).toBe(401);
  });

  it('answers 503 when no secret is configured, or it is too short to be safe', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    const response = await post({ tags: ['wp'] }, { 'x-revalidate-secret': '' });
    expect(response.status).toBe(503);
    expect((await response.json()).code).toBe('revalidate-not-configured');
    vi.stubEnv('REVALIDATE_SECRET', 'short');
    const weak = await post({ tags: ['wp'] }, { 'x-revalidate-secret': 'short' });
    expect(weak.status).toBe(503);
    expect((await weak.json()).message).toContain('at least 16 characters');
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400 with a code for a bad body', async () => {
    const headers = { 'x-revalidate-secret': SECRET };
    const notJson = await post('{oops', headers);
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).code).toBe('invalid-json');

    const nothing = await post({}, headers);
    expect(nothing.status).toBe(400);
    expect(await nothing.json()).toMatchObject({ code: 'invalid-body', fields: { uri: 'give tags or a uri' } });

    const badType = await post({ uri: '/a/', type: 'product' }, headers);
    expect((await badType.json()).fields).toHaveProperty('type');

    const typeOnly = await post({ type: 'post' }, headers);
    expect((await typeOnly.json()).fields).toMatchObject({ type: 'type needs a uri' });

    const badTags = await post({ tags: ['wp', ''] }, headers);
    expect((await badTags.json()).fields).toHaveProperty(['tags.1']);

    const badUri = await post({ uri: 'javascript:alert(1)' }, headers);
    expect((await badUri.json()).fields).toMatchObject({ uri: 'uri must start with / or be an http(s) URL' });

    const array = await post([1, 2], headers);
    expect(array.status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 413 for an oversized body', async () => {
    const response = await post({ tags: Array.from({ length: 5000 }, (_, i) => `tag-${i}-${'x'.repeat(10)}`) }, { 'x-revalidate-secret': SECRET });
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('payload-too-large');
  });

  it('caps a chunked body before the secret is checked: 413 and no more read than the cap', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1600) return controller.close();
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    // No secret anywhere: the cap still answers first, having read about 64 KiB of the 100 MB offered.
    const response = await POST(new Request('http://localhost/api/revalidate', { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit));
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('payload-too-large');
    expect(pulled).toBeLessThanOrEqual(3);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('the promotions tag (or the catch-all) also purges the 300 s cache of GET /api/promos', async () => {
    const purge = vi.spyOn(promotionsService(), 'purge');
    await post({ tags: ['wp:theme-options'] }, { 'x-revalidate-secret': SECRET });
    expect(purge).not.toHaveBeenCalled();
    await post({ tags: ['wp:promotions'] }, { 'x-revalidate-secret': SECRET });
    await post({ tags: ['wp'] }, { 'x-revalidate-secret': SECRET });
    expect(purge).toHaveBeenCalledTimes(2);
    purge.mockRestore();
  });
});
