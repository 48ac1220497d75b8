import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WordPressContentSource } from '@/lib/content/wordpress';
import { startFakeWordPress, type FakeWordPress } from '@/lib/content/wordpress/testing/fake-wpgraphql';
import { fixtureSite } from '@/lib/content/wordpress/testing/fixtures';
import { membershipPromoFor } from './membership';
import { createPromotionsService } from './service';

/**
 * The membership promo through the WPGraphQL query (GetPromotions selects promotionDetails
 * .memberships { membershipId saleLabel prices { year { usd eur gbp inr } } }), against the fake
 * WordPress on loopback that validates the query against its schema.
 */
let fake: FakeWordPress;

beforeAll(async () => {
  fake = await startFakeWordPress((origin) => {
    const site = fixtureSite(origin);
    const promotions = site.promotions as Array<{ id: string; promotionDetails: Record<string, unknown> }>;
    const high = promotions.find((promotion) => promotion.id === 'promo-high')!;
    high.promotionDetails.memberships = [
      { membershipId: 'Basic', saleLabel: ' Half price ', prices: { year: { usd: '24.99', eur: '24.99', gbp: null, inr: '1,249' } } },
      { membershipId: 'professional_s', saleLabel: null, prices: null },
    ];
    return site;
  });
});

afterAll(async () => {
  await fake?.close();
});

describe('membership promo from WordPress', () => {
  it('reads every promotion with its memberships, prices as numbers keyed by lowercase currency', async () => {
    const source = new WordPressContentSource({ url: fake.url, timeoutMs: 5000 });
    const all = await source.listPromotions();
    // Every promotion, banner or not, every language.
    expect(all.map((promotion) => promotion.id)).toEqual(['promo-low', 'promo-high', 'promo-nobanner', 'promo-es']);
    const high = all.find((promotion) => promotion.id === 'promo-high')!;
    // Commas are removed before conversion: '1,249' is 1249; null is no price.
    expect(high.memberships).toEqual([
      { membershipId: 'Basic', saleLabel: ' Half price ', yearPrices: { usd: 24.99, eur: 24.99, inr: 1249 } },
      { membershipId: 'professional_s', saleLabel: null, yearPrices: {} },
    ]);
    expect(all.find((promotion) => promotion.id === 'promo-low')!.memberships).toBeUndefined();
  });

  it('the page language picks the membership promotion; its call to action is the sticky CTA text', async () => {
    const source = new WordPressContentSource({ url: fake.url, timeoutMs: 5000 });
    const service = createPromotionsService({ load: (language) => source.getPromotions(language), loadAll: () => source.listPromotions() });
    const promo = await membershipPromoFor('en', service);
    expect(promo).toMatchObject({ id: 'promo-high', landingUrl: '/high', eventCode: 'HIGH', discountCta: 'Half price Membership, this week only' });
    // Spanish has no membership promotion: every membership promotion is kept.
    expect((await membershipPromoFor('es', service))?.id).toBe('promo-high');
  });
});
