import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '@/lib/pricing/currency';
import { breakEvenDomains, buildMembershipFacts, factsFor, savingsAt, tierFacts, type ComPrices } from './facts';

/** .com's regular prices of the sample catalogue (USD 10.44 / 8.96 / 8.57, the other currencies converted). */
const com: ComPrices = {
  USD: { nonMember: 10.44, member: 8.96, supreme: 8.57 },
  EUR: { nonMember: 9.4, member: 8.06, supreme: 7.71 },
  GBP: { nonMember: 8.04, member: 6.9, supreme: 6.6 },
  INR: { nonMember: 929.16, member: 797.44, supreme: 762.73 },
  RUB: { nonMember: 835.2, member: 716.8, supreme: 685.6 },
};
const offer = { id: 'p', tiers: { basic_s: { yearly: { USD: 19.99, EUR: 19.99, GBP: 45, INR: 999 }, saleLabel: '{plan:basic_s:off} off' } }, endsOn: '2027-12-31', landingUrl: '/membership-plans', cta: null };

describe('membership facts: one set of plan and tier figures', () => {
  const facts = buildMembershipFacts(com, null);

  it('prices every tier in every currency the site sells in: the spec figures of Basic S and Professional S, the others converted once', () => {
    for (const tier of facts.tiers) expect(Object.keys(tier.yearly).sort()).toEqual([...CURRENCIES].sort());
    expect(tierFacts(facts, 'basic_s')!.yearly).toEqual({ USD: 49.99, EUR: 49.99, GBP: 39.99, INR: 2499, RUB: 3999.2 });
    expect(tierFacts(facts, 'professional_s')!.yearly).toEqual({ USD: 999.99, EUR: 999.99, GBP: 799.99, INR: 49999, RUB: 79999.2 });
    expect(tierFacts(facts, 'basic_m')!.yearly).toEqual({ USD: 199.99, EUR: 179.99, GBP: 153.99, INR: 17799.11, RUB: 15999.2 });
    expect(tierFacts(facts, 'basic_s')!.monthly.USD).toBe(4.16);
  });

  it('ranges without shared edges: each tier starts one above the previous bound', () => {
    expect(facts.tiers.map((tier) => [tier.fromDomains, tier.toDomains])).toEqual([
      [0, 100], [101, 500], [501, 2000], [2001, 5000], [5001, 10000], [10001, 15000], [15001, 30000], [30001, 50000], [50001, 125000], [125001, 250000], [250001, null],
    ]);
  });

  it('savings are savings: above the tier price in every currency, and the ROI is savings / price', () => {
    for (const tier of facts.tiers) {
      for (const currency of CURRENCIES) {
        expect(tier.savings[currency]!, `${tier.id} ${currency}`).toBeGreaterThan(tier.yearly[currency]!);
        expect(tier.roi[currency]).toBe(Math.floor((tier.savings[currency]! / tier.yearly[currency]!) * 10) / 10);
      }
    }
    // 100 .coms at the Member price instead of the list price, 3 of them free: 1044 - 97 x 8.96.
    expect(tierFacts(facts, 'basic_s')!.savings.USD).toBe(174.88);
    expect(savingsAt(100, 3, com.USD!)).toBe(174.88);
  });

  it('one break-even figure per currency: the fewest .coms a year at which the membership costs less', () => {
    expect(breakEvenDomains(49.99, 3, com.USD!)).toBe(16);
    expect(tierFacts(facts, 'basic_s')!.breakEven).toEqual({ USD: 16, EUR: 20, GBP: 17, INR: 3, RUB: 16 });
    // Within the free .coms each registration saves the whole list price.
    expect(breakEvenDomains(20, 3, { nonMember: 10, member: 9 })).toBe(2);
    expect(breakEvenDomains(50, 0, { nonMember: 10, member: 10 })).toBeNull();
  });

  it('plans are priced by their entry tier: Basic is Basic S, Professional is Professional S', () => {
    expect(factsFor(facts, 'basic')!.id).toBe('basic_s');
    expect(factsFor(facts, 'Professional Membership')!.id).toBe('professional_s');
    expect(factsFor(facts, 'Basic M')!.id).toBe('basic_m');
    expect(factsFor(facts, 'gold')).toBeNull();
  });

  it("a running promotion prices a tier only below its regular price, in the currencies it gives; its percentage is computed", () => {
    const promoted = buildMembershipFacts(com, offer);
    const basic = tierFacts(promoted, 'basic_s')!;
    expect(basic.promo?.yearly).toEqual({ USD: 19.99, EUR: 19.99, INR: 999 });
    expect(basic.promo?.off).toEqual({ USD: 60, EUR: 60, INR: 60 });
    expect(basic.now).toMatchObject({ USD: 19.99, GBP: 39.99 });
    expect(basic.nowMonthly.USD).toBe(1.66);
    expect(tierFacts(promoted, 'basic_m')!.promo).toBeNull();
    expect(tierFacts(facts, 'basic_s')!.promo).toBeNull();
  });
});
