/**
 * The membership tiers. Pure and
 * client-safe: the tier selector island, the tier table and the tier cards all read this one list.
 *
 * Spec: pricing-and-catalogue.md §4 "Tier to plan mapping", §9 "Membership tiers".
 */

export const TIER_IDS = [
  'basic_s',
  'basic_m',
  'basic_l',
  'professional_s',
  'professional_m',
  'professional_l',
  'expert_m',
  'expert_l',
  'supreme_s',
  'supreme_m',
  'supreme_l',
] as const;
export type TierId = (typeof TIER_IDS)[number];

export type TierFamily = 'basic' | 'professional' | 'expert' | 'supreme';

export interface MembershipTier {
  id: TierId;
  /** The membership type as the spec names it ('Basic S', 'Professional S' …). */
  name: string;
  family: TierFamily;
  /** Lowest domain count of the range (the previous tier's upper bound; 0 for Basic S). */
  minDomains: number;
  /** Highest domain count of the tier (inclusive); null for Supreme L (250,000+). */
  maxDomains: number | null;
  /** Free .com domains a year. */
  freeComs: number;
  /** Annual price in USD (the spec gives the tier prices in dollars; facts.ts prices every currency). */
  annualPriceUsd: number;
}

/**
 * The 11 rows of the tier table, in order: domains range, tier, free .coms, annual
 * price. The spec's table abbreviates Professional as 'Pro'; the names here are the membership types
 * of the content system (Basic S/M/L, Professional S/M/L, Expert M/L, Supreme S/M/L). The spec's 'savings'
 * column is not kept: its figures were below the tier prices, so no saving at all; the facts
 * (facts.ts) compute real savings from the catalogue.
 */
export const MEMBERSHIP_TIERS: readonly MembershipTier[] = [
  { id: 'basic_s', name: 'Basic S', family: 'basic', minDomains: 0, maxDomains: 100, freeComs: 3, annualPriceUsd: 49.99 },
  { id: 'basic_m', name: 'Basic M', family: 'basic', minDomains: 100, maxDomains: 500, freeComs: 15, annualPriceUsd: 199.99 },
  { id: 'basic_l', name: 'Basic L', family: 'basic', minDomains: 500, maxDomains: 2000, freeComs: 35, annualPriceUsd: 499.99 },
  { id: 'professional_s', name: 'Professional S', family: 'professional', minDomains: 2000, maxDomains: 5000, freeComs: 75, annualPriceUsd: 999.99 },
  { id: 'professional_m', name: 'Professional M', family: 'professional', minDomains: 5000, maxDomains: 10000, freeComs: 150, annualPriceUsd: 1999 },
  { id: 'professional_l', name: 'Professional L', family: 'professional', minDomains: 10000, maxDomains: 15000, freeComs: 200, annualPriceUsd: 2499 },
  { id: 'expert_m', name: 'Expert M', family: 'expert', minDomains: 15000, maxDomains: 30000, freeComs: 400, annualPriceUsd: 4999 },
  { id: 'expert_l', name: 'Expert L', family: 'expert', minDomains: 30000, maxDomains: 50000, freeComs: 600, annualPriceUsd: 7999 },
  { id: 'supreme_s', name: 'Supreme S', family: 'supreme', minDomains: 50000, maxDomains: 125000, freeComs: 750, annualPriceUsd: 9999 },
  { id: 'supreme_m', name: 'Supreme M', family: 'supreme', minDomains: 125000, maxDomains: 250000, freeComs: 1500, annualPriceUsd: 19999 },
  { id: 'supreme_l', name: 'Supreme L', family: 'supreme', minDomains: 250000, maxDomains: null, freeComs: 2250, annualPriceUsd: 29999 },
];

const byId = new Map<string, MembershipTier>(MEMBERSHIP_TIERS.map((tier) => [tier.id, tier]));

/** Above this many domains a year the plan contents say: contact sales. */
export const CONTACT_SALES_ABOVE_DOMAINS = 15000;

/** The tier whose row says 'ROI starting from' instead of a plain savings figure. */
export const ROI_STARTING_FROM_TIER: TierId = 'supreme_l';

/**
 * The tier for a number of domains a year: up to 100 Basic S; up to 500 Basic M; up
 * to 2000 Basic L; up to 5000 Professional S; up to 10000 Professional M; up to 15000 Professional
 * L; up to 30000 Expert M; up to 50000 Expert L; up to 125000 Supreme S; up to 250000 Supreme M;
 * more than 250000 Supreme L. Each bound belongs to the lower tier (the tier table's '100-500'
 * row starts above 100). Not a number, negative or fractional counts have no tier (null).
 */
export function tierForDomainCount(count: number): MembershipTier | null {
  if (!Number.isInteger(count) || count < 0) return null;
  return MEMBERSHIP_TIERS.find((tier) => tier.maxDomains === null || count <= tier.maxDomains) ?? null;
}

/** 'Basic S', 'basic_s', 'basic-s', 'BASIC S Membership' → the tier; anything else → null. */
export function tierByName(name: string | null | undefined): MembershipTier | null {
  const key = (name ?? '')
    .replace(/\bmembership\b/gi, '')
    .trim()
    .toLowerCase()
    .replace(/^pro(?=[\s_-])/, 'professional')
    .replace(/[\s-]+/g, '_');
  return byId.get(key) ?? null;
}

export function tierById(id: string): MembershipTier | null {
  return byId.get(id) ?? null;
}

/**
 * The tier selector's options after the overview: the domain counts of the mapping,
 * the first 'up to 100' and the last 'more than 250000'. The option value is the count as text;
 * the last option's value is '250000+'.
 */
export interface TierOption {
  value: string;
  /** The count the option stands for (250001 for 'more than 250000'). */
  domains: number;
  /** 'upTo' for the first option, 'moreThan' for the last, 'exactly' otherwise (label wording). */
  wording: 'upTo' | 'exactly' | 'moreThan';
  /** The count shown in the label. */
  shown: number;
}

export const TIER_OPTIONS: readonly TierOption[] = MEMBERSHIP_TIERS.map((tier, index): TierOption => {
  if (tier.maxDomains === null) return { value: `${tier.minDomains}+`, domains: tier.minDomains + 1, wording: 'moreThan', shown: tier.minDomains };
  return { value: String(tier.maxDomains), domains: tier.maxDomains, wording: index === 0 ? 'upTo' : 'exactly', shown: tier.maxDomains };
});

/**
 * The plan for a tier selector value: '100' … '250000' and '250000+' (any number with a trailing
 * '+' means 'more than'). An unknown tier — empty, not a count — is null: the selector then shows
 * nothing.
 */
export function tierForOption(value: string | null | undefined): MembershipTier | null {
  const text = (value ?? '').replace(/,/g, '').trim();
  const match = /^(\d+)(\+)?$/.exec(text);
  if (!match) return null;
  const count = Number(match[1]) + (match[2] ? 1 : 0);
  return tierForDomainCount(count);
}
