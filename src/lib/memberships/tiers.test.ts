import { describe, expect, it } from 'vitest';
import { CONTACT_SALES_ABOVE_DOMAINS, MEMBERSHIP_TIERS, TIER_OPTIONS, tierByName, tierForDomainCount, tierForOption } from './tiers';

const name = (count: number) => tierForDomainCount(count)?.name ?? null;

describe('tierForDomainCount (the 11 tiers)', () => {
  it.each([
    [0, 'Basic S'],
    [1, 'Basic S'],
    [100, 'Basic S'],
    [101, 'Basic M'],
    [500, 'Basic M'],
    [501, 'Basic L'],
    [2000, 'Basic L'],
    [2001, 'Professional S'],
    [5000, 'Professional S'],
    [5001, 'Professional M'],
    [10000, 'Professional M'],
    [10001, 'Professional L'],
    [15000, 'Professional L'],
    [15001, 'Expert M'],
    [30000, 'Expert M'],
    [30001, 'Expert L'],
    [50000, 'Expert L'],
    [50001, 'Supreme S'],
    [125000, 'Supreme S'],
    [125001, 'Supreme M'],
    [250000, 'Supreme M'],
    [250001, 'Supreme L'],
    [10_000_000, 'Supreme L'],
  ])('%i domains → %s', (count, expected) => {
    expect(name(count)).toBe(expected);
  });

  it('has no tier for a count that is not a whole, non-negative number', () => {
    for (const count of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(tierForDomainCount(count)).toBeNull();
  });

  it("holds the tier table's 11 rows: free .coms and annual price (savings are computed, see facts.test.ts)", () => {
    expect(MEMBERSHIP_TIERS.map((tier) => [tier.name, tier.freeComs, tier.annualPriceUsd])).toEqual([
      ['Basic S', 3, 49.99],
      ['Basic M', 15, 199.99],
      ['Basic L', 35, 499.99],
      ['Professional S', 75, 999.99],
      ['Professional M', 150, 1999],
      ['Professional L', 200, 2499],
      ['Expert M', 400, 4999],
      ['Expert L', 600, 7999],
      ['Supreme S', 750, 9999],
      ['Supreme M', 1500, 19999],
      ['Supreme L', 2250, 29999],
    ]);
    // Ranges follow each other without a gap: each starts where the previous one ends.
    MEMBERSHIP_TIERS.slice(1).forEach((tier, index) => expect(tier.minDomains).toBe(MEMBERSHIP_TIERS[index]!.maxDomains));
    expect(CONTACT_SALES_ABOVE_DOMAINS).toBe(15000);
  });
});

describe('tier selector options', () => {
  it('are the mapping counts: up to 100 … 250000, then more than 250000', () => {
    expect(TIER_OPTIONS.map((option) => option.value)).toEqual(['100', '500', '2000', '5000', '10000', '15000', '30000', '50000', '125000', '250000', '250000+']);
    expect(TIER_OPTIONS[0]!.wording).toBe('upTo');
    expect(TIER_OPTIONS.at(-1)!.wording).toBe('moreThan');
    // Every option selects its own tier, in order.
    expect(TIER_OPTIONS.map((option) => tierForOption(option.value)?.name)).toEqual(MEMBERSHIP_TIERS.map((tier) => tier.name));
  });

  it('5,000 domains is Professional S; an unknown tier is nothing', () => {
    expect(tierForOption('5000')?.name).toBe('Professional S');
    expect(tierForOption('5,000')?.name).toBe('Professional S');
    expect(tierForOption('250000+')?.name).toBe('Supreme L');
    for (const unknown of ['', 'overview', 'lots', '-5', '1e5', null, undefined]) expect(tierForOption(unknown)).toBeNull();
  });

  it('finds a tier by its name in the spellings content uses', () => {
    expect(tierByName('Basic S')?.id).toBe('basic_s');
    expect(tierByName('professional-m')?.id).toBe('professional_m');
    expect(tierByName('Pro L')?.id).toBe('professional_l');
    expect(tierByName('Supreme L Membership')?.id).toBe('supreme_l');
    expect(tierByName('Expert S')).toBeNull();
    expect(tierByName('')).toBeNull();
  });
});
