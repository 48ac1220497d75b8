import { describe, expect, it, vi } from 'vitest';
import type { Promotion } from '@/lib/content/types';
import { normalisePromotionLanguage, selectPromotions } from './select';
import { createPromotionsService, PROMO_CACHE_SECONDS } from './service';
import { assignVariant, bannerForVariant, bannerImage, CLEANUP_KEY, CLEANUP_MAX_AGE_MS, cleanupVariants, variantStorageKey, type VariantStorage } from './variants';
import { testPromotion } from './testing';

function promotion(id: string, locale: string, priority: number, banners: { full?: string; square?: string } = { full: `/${id}.png` }, variations: Promotion['variations'] = []): Promotion {
  return testPromotion(id, { title: `Promo ${id}`, locale, priority, landingUrl: `/landing/${id}`, eventCode: `EV_${id}`, bannerFull: banners.full ?? null, bannerSquare: banners.square ?? null, variations });
}

class FakeStorage implements VariantStorage {
  readonly map = new Map<string, string>();
  failing = false;
  get length() {
    return this.map.size;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string) {
    if (this.failing) throw new Error('SecurityError');
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failing) throw new Error('QuotaExceededError');
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

describe('language normalisation, filter and sort', () => {
  it('takes the first two letters lowercased; only en, es, nl, else en', () => {
    expect(normalisePromotionLanguage('ES_es')).toBe('es');
    expect(normalisePromotionLanguage('nl-NL')).toBe('nl');
    expect(normalisePromotionLanguage('fr')).toBe('en');
    expect(normalisePromotionLanguage('')).toBe('en');
    expect(normalisePromotionLanguage(null)).toBe('en');
  });

  it('keeps promotions with a full or square banner in the language, highest priority first', () => {
    const all = [
      promotion('low', 'en_US', 1),
      promotion('square-only', 'en_GB', 7, { square: '/sq.png' }),
      promotion('no-banner', 'en_US', 99, {}),
      promotion('high', 'en_US', 9),
      promotion('spanish', 'es_ES', 50),
    ];
    expect(selectPromotions(all, 'EN').map((p) => p.id)).toEqual(['high', 'square-only', 'low']);
    expect(selectPromotions(all, 'es_ES').map((p) => p.id)).toEqual(['spanish']);
    expect(selectPromotions(all, 'de').map((p) => p.id)).toEqual(['high', 'square-only', 'low']);
  });
});

describe('promotions service: 300 s cache, failures answer []', () => {
  it('a second call inside 300 s does not touch the source; after 300 s or a purge it does', async () => {
    let now = 0;
    const load = vi.fn(async (language: string) => [promotion(language, `${language}_XX`, 1)]);
    const service = createPromotionsService({ load, now: () => now });
    expect((await service.forLanguage('ES_es')).map((p) => p.id)).toEqual(['es']);
    now = PROMO_CACHE_SECONDS * 1000 - 1;
    await service.forLanguage('es');
    expect(load).toHaveBeenCalledTimes(1);
    now = PROMO_CACHE_SECONDS * 1000 + 1;
    await service.forLanguage('es');
    expect(load).toHaveBeenCalledTimes(2);
    service.purge();
    await service.forLanguage('es');
    expect(load).toHaveBeenCalledTimes(3);
    expect(load.mock.calls.map(([language]) => language)).toEqual(['es', 'es', 'es']);
  });

  it('concurrent calls share one load', async () => {
    const load = vi.fn(async () => [promotion('a', 'en_US', 1)]);
    const service = createPromotionsService({ load });
    await Promise.all([service.forLanguage('en'), service.forLanguage('fr'), service.forLanguage('en_US')]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a broken source gives [], logs once per run of failures, and is retried (not cached)', async () => {
    const log = vi.fn();
    let broken = true;
    const load = vi.fn(async () => {
      if (broken) throw new Error('CMS down');
      return [promotion('a', 'en_US', 1)];
    });
    const service = createPromotionsService({ load, log });
    expect(await service.forLanguage('en')).toEqual([]);
    expect(await service.forLanguage('en')).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    broken = false;
    expect((await service.forLanguage('en')).map((p) => p.id)).toEqual(['a']);
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('A/B variants (pr_v_{id}, 7-day cleanup)', () => {
  const withVariations = promotion('p1', 'en_US', 1, { full: '/full.png', square: '/square.png' }, [
    { variantKey: 'B', ctaText: null, landingUrlOverride: '/landing-b', eventCode: 'EV_B', bannerFull: '/b-full.png', bannerSquare: null },
    { variantKey: 'C', ctaText: null, landingUrlOverride: null, eventCode: null, bannerFull: null, bannerSquare: null },
  ]);

  it('chooses at random among A and the variations, stores it and reuses it', () => {
    const storage = new FakeStorage();
    expect(assignVariant(withVariations, storage, () => 0.5)).toBe('B');
    expect(storage.getItem(variantStorageKey('p1'))).toBe('B');
    expect(assignVariant(withVariations, storage, () => 0.99)).toBe('B');
    expect(assignVariant(withVariations, new FakeStorage(), () => 0)).toBe('A');
    expect(assignVariant(withVariations, new FakeStorage(), () => 0.999)).toBe('C');
  });

  it('a stored key that is no longer a variant is chosen again', () => {
    const storage = new FakeStorage();
    storage.setItem('pr_v_p1', 'Z');
    expect(assignVariant(withVariations, storage, () => 0)).toBe('A');
    expect(storage.getItem('pr_v_p1')).toBe('A');
  });

  it('storage failures are ignored', () => {
    const storage = new FakeStorage();
    storage.failing = true;
    expect(assignVariant(withVariations, storage, () => 0.4)).toBe('B');
    expect(cleanupVariants(storage, 0)).toBe(false);
    expect(assignVariant(withVariations, null, () => 0)).toBe('A');
  });

  it('clears every pr_v_ key when pr_c_t is older than 7 days, and only then', () => {
    const storage = new FakeStorage();
    const day0 = Date.UTC(2026, 0, 1);
    expect(cleanupVariants(storage, day0)).toBe(false); // first visit: stamp only
    expect(storage.getItem(CLEANUP_KEY)).toBe(String(day0));
    storage.setItem('pr_v_p1', 'B');
    storage.setItem('pr_v_p2', 'A');
    storage.setItem('other', 'kept');
    expect(cleanupVariants(storage, day0 + CLEANUP_MAX_AGE_MS)).toBe(false);
    expect(storage.getItem('pr_v_p1')).toBe('B');
    expect(cleanupVariants(storage, day0 + CLEANUP_MAX_AGE_MS + 1)).toBe(true);
    expect([...storage.map.keys()].sort()).toEqual(['other', CLEANUP_KEY]);
    expect(storage.getItem(CLEANUP_KEY)).toBe(String(day0 + CLEANUP_MAX_AGE_MS + 1));
  });

  it("uses the variant's landing URL, event code and banners; A is the promotion itself", () => {
    expect(bannerForVariant(withVariations, 'B')).toMatchObject({ variantKey: 'B', href: '/landing-b', eventCode: 'EV_B', bannerFull: '/b-full.png', bannerSquare: null });
    expect(bannerForVariant(withVariations, 'C')).toMatchObject({ variantKey: 'C', href: '/landing/p1', eventCode: 'EV_p1', bannerFull: '/full.png', bannerSquare: '/square.png' });
    expect(bannerForVariant(withVariations, 'A')).toMatchObject({ variantKey: 'A', href: '/landing/p1', bannerFull: '/full.png' });
  });

  it('square banners below 768 px when there is one, else the full banner', () => {
    expect(bannerImage({ bannerFull: '/f.png', bannerSquare: '/s.png' }, true)).toEqual({ src: '/s.png', square: true });
    expect(bannerImage({ bannerFull: '/f.png', bannerSquare: '/s.png' }, false)).toEqual({ src: '/f.png', square: false });
    expect(bannerImage({ bannerFull: '/f.png', bannerSquare: null }, true)).toEqual({ src: '/f.png', square: false });
    expect(bannerImage({ bannerFull: null, bannerSquare: '/s.png' }, false)).toEqual({ src: '/s.png', square: true });
    expect(bannerImage({ bannerFull: null, bannerSquare: null }, false)).toBeNull();
  });
});

describe('sticky promo bar', () => {
  it('takes the highest-priority promotion of the list that has a sticky text', async () => {
    const { stickyPromotion } = await import('./select');
    const list = [promotion('a', 'en_US', 9), { ...promotion('b', 'en_US', 5), stickyCtaText: ' Half price this week ' }, { ...promotion('c', 'en_US', 1), stickyCtaText: 'Later' }];
    expect(stickyPromotion(list)).toEqual({ promotionId: 'b', endDate: null, text: 'Half price this week', href: '/landing/b', variations: [] });
    expect(stickyPromotion([promotion('a', 'en_US', 9), { ...promotion('d', 'en_US', 1), stickyCtaText: '   ' }])).toBeNull();
  });

  it('carries the A/B variations with their ctaText and landing override (the bar shows the visitor’s variant)', async () => {
    const { stickyPromotion } = await import('./select');
    const variation = { variantKey: 'B', ctaText: ' Variant B text ', landingUrlOverride: '/landing/b?variant=b', eventCode: null, bannerSquare: null, bannerFull: null };
    const sticky = stickyPromotion([{ ...promotion('b', 'en_US', 5, undefined, [variation]), stickyCtaText: 'Base text' }]);
    expect(sticky?.variations).toEqual([{ variantKey: 'B', text: 'Variant B text', href: '/landing/b?variant=b' }]);
  });
});

describe("the variant's own call to action (variations[].ctaText)", () => {
  it('is the banner’s ctaText for that variant; variant A has none', () => {
    const variation = { variantKey: 'B', ctaText: 'Grab it', landingUrlOverride: null, eventCode: null, bannerSquare: null, bannerFull: null };
    const promo = promotion('p', 'en_US', 1, undefined, [variation]);
    expect(bannerForVariant(promo, 'B').ctaText).toBe('Grab it');
    expect(bannerForVariant(promo, 'A').ctaText).toBeNull();
  });
});
