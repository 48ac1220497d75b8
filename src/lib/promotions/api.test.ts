import { describe, expect, it, vi } from 'vitest';
import { rawPromotionSchema } from '@/lib/content/raw';
import type { Promotion } from '@/lib/content/types';
import { parseLang, promosResponse } from './api';
import { fetchPromotions } from './client';
import { buildMembershipFacts } from '@/lib/memberships/facts';
import { CatalogueIndex } from '@/lib/pricing/catalogue';
import { price } from '@/lib/pricing/test-helpers';
import { createPromotionsService } from './service';
import { testPromotion } from './testing';

const promotion = (id: string, locale: string, priority: number): Promotion =>
  testPromotion(id, {
    title: `Promo ${id}`,
    locale,
    priority,
    landingUrl: `/l/${id}`,
    bannerFull: `/${id}.png`,
    variations: [{ variantKey: 'B', ctaText: null, landingUrlOverride: '/b', eventCode: 'EV_B', bannerFull: null, bannerSquare: '/b-sq.png' }],
  });

const noSources = async () => null;
const get = (query: string, service: ReturnType<typeof createPromotionsService>, sources: Parameters<typeof promosResponse>[2] = noSources) =>
  promosResponse(new Request(`http://localhost/api/promos${query}`), service, sources);

describe('GET /api/promos', () => {
  it("answers the content system's promotion shape; the language is normalised before it reaches the source", async () => {
    const load = vi.fn(async (language: string) => (language === 'es' ? [promotion('es-high', 'es_ES', 9), promotion('es-low', 'es_ES', 1)] : [promotion('en', 'en_US', 1)]));
    const service = createPromotionsService({ load });
    const response = await get('?lang=ES_es', service);
    expect(response.status).toBe(200);
    const body = (await response.json()) as unknown[];
    expect(body.map((entry) => rawPromotionSchema.parse(entry).id)).toEqual(['es-high', 'es-low']);
    expect(body[0]).toMatchObject({
      locale: { locale: 'es_ES' },
      promotionDetails: { priority: 9, landingUrl: '/l/es-high', bannerFull: { mediaItemUrl: '/es-high.png' }, variations: [{ variantKey: 'B', banners: { bannerSquare: { mediaItemUrl: '/b-sq.png' } } }] },
    });
    expect(((await (await get('?lang=fr', service)).json()) as { id: string }[]).map((entry) => entry.id)).toEqual(['en']);
    expect(((await (await get('', service)).json()) as { id: string }[]).map((entry) => entry.id)).toEqual(['en']);
    expect(load.mock.calls.map(([language]) => language)).toEqual(['es', 'en']);
  });

  it('a broken source answers [] with 200', async () => {
    const service = createPromotionsService({ load: () => Promise.reject(new Error('down')), log: () => undefined });
    const response = await get('?lang=nl', service);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('refuses a lang that is not a language code with 400 invalid-lang', async () => {
    const service = createPromotionsService({ load: async () => [] });
    for (const bad of ['<script>', 'e', 'x'.repeat(40), 'en us']) expect(() => parseLang(bad)).toThrow(expect.objectContaining({ status: 400, code: 'invalid-lang' }));
    await expect(get('?lang=%3Cb%3E', service)).rejects.toMatchObject({ status: 400, code: 'invalid-lang' });
  });

  it('the browser client reads the answer back into promotions; a non-array or an error gives none, silently', async () => {
    const service = createPromotionsService({ load: async () => [promotion('a', 'en_US', 1)] });
    const answer = await get('?lang=en', service);
    const ok = vi.fn(async () => answer) as unknown as typeof fetch;
    const promotions = await fetchPromotions('en', undefined, ok);
    expect(promotions).toEqual([promotion('a', 'en_US', 1)]);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await fetchPromotions('en', undefined, (async () => Response.json({ not: 'an array' })) as unknown as typeof fetch)).toEqual([]);
    expect(await fetchPromotions('en', undefined, (async () => new Response('', { status: 500 })) as unknown as typeof fetch)).toEqual([]);
    expect(await fetchPromotions('en', undefined, (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch)).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    errors.mockRestore();
    warnings.mockRestore();
  });

  it("adds each promotion's title and sticky text with their figures filled in every currency (the carousel's caption)", async () => {
    const index = new CatalogueIndex(
      null,
      [{ tld: 'com', unicodeName: 'com', kind: 'generic' }],
      [price('com', 'USD', 10, { onGoingPromo: true, nonMemberPromoPrice: 5, nonMemberPromoEndDate: '2099-12-31' }), price('com', 'EUR', 9, { onGoingPromo: true, nonMemberPromoPrice: 4.5, nonMemberPromoEndDate: '2099-12-31' })],
      '2026-01-01',
    );
    const sources = { index, memberships: buildMembershipFacts({}, null) };
    const offer = { ...promotion('com', 'en_US', 1), title: '.com for {price:com}', stickyCtaText: 'A .com for {price:com} until {promo:end}', endDate: '2099-12-31' };
    const body = (await (await get('?lang=en', createPromotionsService({ load: async () => [offer] }), async () => sources)).json()) as { offer: { title: unknown[]; text: unknown[] } }[];
    expect(body[0]?.offer.title).toEqual(['.com for ', { kind: 'money', values: { USD: 5, EUR: 4.5 } }]);
    expect(body[0]?.offer.text).toEqual(['A .com for ', { kind: 'money', values: { USD: 5, EUR: 4.5 } }, ' until ', { kind: 'text', text: 'December 31, 2099' }]);
  });
});
