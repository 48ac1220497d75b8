import { describe, expect, it } from 'vitest';
import type { Promotion } from '@/lib/content/types';
import { membershipPromoFor, selectMembershipPromotion, toMembershipPromo } from '@/lib/promotions/membership';
import { createPromotionsService } from '@/lib/promotions/service';
import { membershipKey, newerBlockMembershipId, olderBlockMembershipId, planPromo, promoYearPrice, saleLabelOf } from './promo';

function promotion(id: string, locale: string, priority: number, type: string | null = 'membership', memberships: Promotion['memberships'] = []): Promotion {
  return {
    id,
    title: id,
    locale,
    type,
    priority,
    landingUrl: `/${id}`,
    stickyCtaText: `${id} cta`,
    eventCode: `${id}_code`,
    nameOverride: null,
    bannerSquare: null,
    bannerFull: null,
    variations: [],
    memberships,
  };
}

describe('which promotion prices the memberships', () => {
  it('only type membership; the page language first; highest priority wins', () => {
    const list = [
      promotion('domain-high', 'en_US', 99, 'domain'),
      promotion('untyped', 'en_US', 98, null),
      promotion('en-low', 'en_US', 1),
      promotion('en-high', 'en_GB', 5),
      promotion('es-top', 'es_ES', 50),
    ];
    expect(selectMembershipPromotion(list, 'en')?.id).toBe('en-high');
    expect(selectMembershipPromotion(list, 'en_US')?.id).toBe('en-high');
    expect(selectMembershipPromotion(list, 'ES_es')?.id).toBe('es-top');
    // No membership promotion in Dutch: all membership promotions are kept, highest priority wins.
    expect(selectMembershipPromotion(list, 'nl')?.id).toBe('es-top');
    expect(selectMembershipPromotion([promotion('d', 'en_US', 1, 'domain')], 'en')).toBeNull();
    expect(selectMembershipPromotion([], 'en')).toBeNull();
    // 'Membership' in another case is the same type.
    expect(selectMembershipPromotion([promotion('m', 'en_US', 1, ' Membership ')], 'en')?.id).toBe('m');
  });

  it('the promo carries id, locale, eventCode, landingUrl, the discount CTA and memberships', () => {
    const memberships = [{ membershipId: 'basic', saleLabel: '50% off', yearPrices: { usd: 24.99 } }];
    expect(toMembershipPromo(promotion('p', 'en_US', 1, 'membership', memberships))).toEqual({
      id: 'p',
      locale: 'en_US',
      eventCode: 'p_code',
      landingUrl: '/p',
      discountCta: 'p cta',
      memberships,
      endDate: null,
      title: 'p',
    });
  });

  it('reads every promotion through the promotions service; a failed call leaves the normal prices (no promo)', async () => {
    const all = [promotion('nl-m', 'nl_NL', 3), promotion('en-m', 'en_US', 2)];
    const service = createPromotionsService({ load: async () => [], loadAll: async () => all });
    expect((await membershipPromoFor('nl', service))?.id).toBe('nl-m');
    expect((await membershipPromoFor('en', service))?.id).toBe('en-m');
    const failing = createPromotionsService({ load: async () => [], loadAll: () => Promise.reject(new Error('down')), log: () => undefined });
    await expect(membershipPromoFor('en', failing)).resolves.toBeNull();
  });
});

describe('matching a promo membership to a plan', () => {
  const promo = toMembershipPromo(
    promotion('p', 'en_US', 1, 'membership', [
      { membershipId: 'Basic', saleLabel: '  50% off  ', yearPrices: { usd: 24.99, inr: 1249 } },
      { membershipId: 'professional_s', saleLabel: '   ', yearPrices: { eur: 799.99 } },
      { membershipId: 'Basic S', saleLabel: 'Older basic', yearPrices: { usd: 19.99 } },
    ]),
  );

  it('ids are equal after lowercasing and spaces → underscores', () => {
    expect(membershipKey('Basic S')).toBe('basic_s');
    expect(membershipKey('PROFESSIONAL')).toBe('professional');
  });

  it("newer block: the plan title without the word 'Membership'", () => {
    expect(newerBlockMembershipId('Basic Membership')).toBe('basic');
    expect(newerBlockMembershipId('Membership Professional')).toBe('professional');
    expect(newerBlockMembershipId('Basic S Membership')).toBe('basic_s');
    expect(newerBlockMembershipId('Free')).toBe('free');
    expect(planPromo(promo, newerBlockMembershipId('Basic Membership'))?.saleLabel).toBe('50% off');
    expect(planPromo(promo, newerBlockMembershipId('Free'))).toBeNull();
    // 'Basic S Membership' matches the promo's 'Basic S' (spaces → underscores on both sides).
    expect(planPromo(promo, newerBlockMembershipId('Basic S Membership'))?.yearPrices).toEqual({ USD: 19.99 });
  });

  it('older block: only basic and professional, as basic_s and professional_s', () => {
    expect(olderBlockMembershipId('Basic')).toBe('basic_s');
    expect(olderBlockMembershipId('Professional Membership')).toBe('professional_s');
    expect(olderBlockMembershipId('Free')).toBeNull();
    expect(olderBlockMembershipId('Basic S')).toBeNull();
    expect(planPromo(promo, olderBlockMembershipId('Basic'))?.saleLabel).toBe('Older basic');
    expect(planPromo(promo, olderBlockMembershipId('Professional'))?.yearPrices).toEqual({ EUR: 799.99 });
    expect(planPromo(promo, olderBlockMembershipId('Free'))).toBeNull();
  });

  it('sale label only when non-empty after trimming; promo price by lowercase currency code', () => {
    expect(planPromo(promo, 'professional_s')?.saleLabel).toBeNull();
    expect(saleLabelOf(null)).toBeNull();
    const basic = promo.memberships[0]!;
    expect(promoYearPrice(basic, 'USD')).toBe(24.99);
    expect(promoYearPrice(basic, 'INR')).toBe(1249);
    expect(promoYearPrice(basic, 'EUR')).toBeNull();
    expect(planPromo(null, 'basic')).toBeNull();
  });
});
