import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkWordPress } from './check';
import { startFakeWordPress, type FakeWordPress } from './testing/fake-wpgraphql';
import { fixtureSite } from './testing/fixtures';

let fake: FakeWordPress;

beforeEach(async () => {
  fake = await startFakeWordPress((origin) => fixtureSite(origin));
});
afterEach(async () => {
  await fake.close();
});

describe('checkWordPress', () => {
  it('reports every operation as ok against a healthy endpoint', async () => {
    const results = await checkWordPress({ url: fake.url, timeoutMs: 5000, pageUri: '/about-us/' });
    expect(results.map((r) => r.operation)).toEqual([
      'GetPageDetail',
      'GetAllPages',
      'BlogListQuery',
      'GetSearchedPosts',
      'getPostDetail',
      'GetCategories',
      'GetThemeOptions',
      'GetMemberships',
      'GetPromotions',
    ]);
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(results[0]!.detail).toBe('"About us" (en_US), 2 top-level blocks, 1 translation');
    expect(results[1]!.detail).toBe('3 pages');
  });

  it('reports a missing page and failures that the lists only log', async () => {
    fake.override = (request) =>
      request.operationName === 'GetMemberships' ? { body: { errors: [{ message: 'Cannot query field "memberships"' }] } } : undefined;
    const results = await checkWordPress({ url: fake.url, timeoutMs: 5000 });
    const byName = Object.fromEntries(results.map((r) => [r.operation, r]));
    expect(byName.GetPageDetail).toEqual({ operation: 'GetPageDetail', ok: false, detail: 'no page at /' });
    expect(byName.GetMemberships!.ok).toBe(false);
    expect(byName.GetMemberships!.detail).toContain('Cannot query field "memberships"');
    expect(byName.GetPromotions!.ok).toBe(true);
  });
});
