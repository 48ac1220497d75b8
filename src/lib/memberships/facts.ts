/**
 * The one set of membership facts (issue 25 point 4): plan and tier names, yearly and monthly
 * prices in every currency the site sells in, the running promotion's prices, the domain ranges,
 * the yearly savings, the ROI and the break-even ('pays for itself') count. Every membership
 * block and every {plan:…} placeholder reads these. Pure and client-safe: the server builds them
 * from the catalogue's .com prices and the running membership promotion (src/lib/memberships/
 * facts-server.ts) and hands the plain data to the islands.
 *
 * Spec: pricing-and-catalogue.md §3, §5, §9 (membership prices, tiers and plan contents).
 *
 * Rules (docs/memberships.md):
 * - Yearly prices: the spec's per-currency figures for Basic S and Professional S (
 *   49.99 USD/EUR, 39.99 GBP, 2,499 INR; 999.99 USD/EUR, 799.99 GBP, 49,999 INR); every other tier
 *   and currency is the tier's dollar price converted once with the configured exchange rates.
 * - Monthly = yearly / 12 rounded down to the cent (the newer block's rule).
 * - Savings are real savings against the catalogue in the same currency: a Member who registers
 *   the tier's volume of .com domains (its upper bound; Supreme L its lower bound) pays the Member
 *   price (Supreme tiers the Supreme price) instead of the non-member price and gets the tier's
 *   free .coms. ROI = savings / yearly price, rounded down to one decimal.
 * - Break-even: the fewest .com registrations a year at which the membership costs less than
 *   paying the non-member price for them (free .coms included), at the regular yearly price.
 * - A promotion prices a tier only in the currencies it gives a price for, and only below the
 *   regular price; its percentage off is computed from the two prices.
 */
import { CURRENCIES, roundToCents, type Currency } from '@/lib/pricing/currency';
import { inEveryCurrency } from '@/lib/pricing/exchange-rates';
import { amountIn, type Amounts } from '@/lib/pricing/money';
import { percentOff } from '@/lib/pricing/tld-prices';
import { monthlyFromYearly } from './prices';
import { MEMBERSHIP_TIERS, type MembershipTier, type TierFamily, type TierId } from './tiers';

/** The plans of the pricing tables; item_id 0 free, 1 basic, 2 professional. */
export type PlanKey = 'free' | 'basic' | 'professional';
export const PLAN_KEY_BY_ITEM_ID: Readonly<Record<number, PlanKey>> = { 0: 'free', 1: 'basic', 2: 'professional' };

/**
 * The paid plans are tier families priced from their entry tier: Basic is Basic S (up to 100
 * domains) growing to Basic L (2,000), Professional is Professional S growing to L (15,000). The
 * older block's own mapping (basic → basic_s, professional → professional_s) says so.
 */
export const PLAN_ENTRY_TIER: Readonly<Record<Exclude<PlanKey, 'free'>, TierId>> = { basic: 'basic_s', professional: 'professional_s' };

/** The spec's own yearly price points of Basic S and Professional S. */
const GIVEN_YEARLY: Partial<Record<TierId, Partial<Record<Currency, number>>>> = {
  basic_s: { USD: 49.99, EUR: 49.99, GBP: 39.99, INR: 2499 },
  professional_s: { USD: 999.99, EUR: 999.99, GBP: 799.99, INR: 49999 },
};

/** Plan contents: SSL from 6.99 (Basic) / 5.99 (Professional and up) USD, spam filtering from 1.25 USD, Plesk 20 % / 25 % off. */
const FAMILY_CONTENTS: Readonly<Record<TierFamily, { sslFromUsd: number; spamFromUsd: number | null; pleskOff: number }>> = {
  basic: { sslFromUsd: 6.99, spamFromUsd: 1.25, pleskOff: 20 },
  professional: { sslFromUsd: 5.99, spamFromUsd: null, pleskOff: 25 },
  expert: { sslFromUsd: 5.99, spamFromUsd: null, pleskOff: 25 },
  supreme: { sslFromUsd: 5.99, spamFromUsd: null, pleskOff: 25 },
};

/** The regular yearly price of a tier in every currency. */
export function tierYearly(tier: MembershipTier): Record<Currency, number> {
  return inEveryCurrency({ amount: tier.annualPriceUsd, currency: 'USD' }, GIVEN_YEARLY[tier.id]);
}

/** .com's regular first-year prices per currency, from the catalogue: the reference of savings. */
export type ComPrices = Partial<Record<Currency, { nonMember: number; member: number; supreme: number }>>;

/** The running membership promotion as it prices the tiers. */
export interface MembershipOffer {
  /** The promotion's id. */
  id: string;
  /** Tier id → promotional yearly price by currency, and its sale label. */
  tiers: Partial<Record<TierId, { yearly: Amounts; saleLabel: string | null }>>;
  /** Last day of the promotion (YYYY-MM-DD, campaign time zone), null when open-ended. */
  endsOn: string | null;
  landingUrl: string | null;
  cta: string | null;
}

export interface TierPromo {
  yearly: Amounts;
  /** Percentage off per currency (computed from the two prices). */
  off: Amounts;
  saleLabel: string | null;
  endsOn: string | null;
}

export interface TierFacts {
  id: TierId;
  name: string;
  family: TierFamily;
  /** Lowest domain count of the tier (the previous tier's bound + 1; 0 for Basic S). */
  fromDomains: number;
  /** Highest domain count (inclusive); null for Supreme L. */
  toDomains: number | null;
  freeComs: number;
  yearly: Amounts;
  monthly: Amounts;
  promo: TierPromo | null;
  /** The yearly price now: the promotion's where it runs, else the regular one. */
  now: Amounts;
  /** The price now a month (yearly now / 12, rounded down to the cent). */
  nowMonthly: Amounts;
  savings: Amounts;
  roi: Amounts;
  breakEven: Amounts;
  sslFrom: Amounts;
  spamFrom: Amounts | null;
  pleskOff: number;
}

export interface MembershipFacts {
  tiers: TierFacts[];
  offer: MembershipOffer | null;
}

function map(fn: (currency: Currency) => number | null): Amounts {
  const result: Amounts = {};
  for (const currency of CURRENCIES) {
    const value = fn(currency);
    if (value !== null && Number.isFinite(value)) result[currency] = value;
  }
  return result;
}

/** Yearly savings of a Member at a volume of .com registrations (see the module comment). */
export function savingsAt(domains: number, freeComs: number, com: { nonMember: number; member: number }): number {
  const free = Math.min(freeComs, domains);
  return roundToCents(domains * com.nonMember - (domains - free) * com.member);
}

/** The fewest .com registrations a year for which the membership costs less than the non-member price. */
export function breakEvenDomains(yearly: number, freeComs: number, com: { nonMember: number; member: number }): number | null {
  const perDomain = com.nonMember - com.member;
  // Within the free .coms every registration saves the whole non-member price.
  const withinFree = Math.ceil(yearly / com.nonMember);
  if (withinFree <= freeComs) return withinFree;
  if (!(perDomain > 0)) return null;
  return Math.max(freeComs + 1, Math.ceil((yearly - freeComs * com.member) / perDomain));
}

export function buildMembershipFacts(com: ComPrices, offer: MembershipOffer | null): MembershipFacts {
  const tiers = MEMBERSHIP_TIERS.map((tier, index): TierFacts => {
    const yearly = tierYearly(tier);
    const previous = MEMBERSHIP_TIERS[index - 1];
    const volume = tier.maxDomains ?? tier.minDomains;
    const reference = (currency: Currency) => {
      const prices = com[currency];
      return prices ? { nonMember: prices.nonMember, member: tier.family === 'supreme' ? prices.supreme : prices.member } : null;
    };
    const savings = map((currency) => {
      const prices = reference(currency);
      return prices ? savingsAt(volume, tier.freeComs, prices) : null;
    });
    const given = offer?.tiers[tier.id];
    const promoYearly = map((currency) => {
      const value = amountIn(given?.yearly, currency);
      return value !== null && value < yearly[currency] ? value : null;
    });
    const promo: TierPromo | null =
      given && Object.keys(promoYearly).length
        ? { yearly: promoYearly, off: map((currency) => (promoYearly[currency] === undefined ? null : percentOff(promoYearly[currency]!, yearly[currency]))), saleLabel: given.saleLabel, endsOn: offer?.endsOn ?? null }
        : null;
    const contents = FAMILY_CONTENTS[tier.family];
    return {
      id: tier.id,
      name: tier.name,
      family: tier.family,
      fromDomains: previous?.maxDomains != null ? previous.maxDomains + 1 : 0,
      toDomains: tier.maxDomains,
      freeComs: tier.freeComs,
      yearly,
      monthly: map((currency) => monthlyFromYearly(yearly[currency])),
      promo,
      now: map((currency) => promoYearly[currency] ?? yearly[currency]),
      nowMonthly: map((currency) => monthlyFromYearly(promoYearly[currency] ?? yearly[currency])),
      savings,
      roi: map((currency) => (savings[currency] === undefined ? null : Math.floor((savings[currency]! / yearly[currency]) * 10) / 10)),
      breakEven: map((currency) => {
        const prices = reference(currency);
        return prices ? breakEvenDomains(yearly[currency], tier.freeComs, prices) : null;
      }),
      sslFrom: inEveryCurrency({ amount: contents.sslFromUsd, currency: 'USD' }),
      spamFrom: contents.spamFromUsd === null ? null : inEveryCurrency({ amount: contents.spamFromUsd, currency: 'USD' }),
      pleskOff: contents.pleskOff,
    };
  });
  return { tiers, offer };
}

export function tierFacts(facts: MembershipFacts, id: string): TierFacts | null {
  return facts.tiers.find((tier) => tier.id === id) ?? null;
}

/** A plan key ('basic') or a tier id ('basic_s', 'Basic S') → the tier that prices it. */
export function factsFor(facts: MembershipFacts, planOrTier: string): TierFacts | null {
  const key = planOrTier.trim().toLowerCase().replace(/\bmembership\b/g, '').trim().replace(/[\s-]+/g, '_');
  const tierId = key === 'basic' || key === 'professional' ? PLAN_ENTRY_TIER[key] : key;
  return tierFacts(facts, tierId);
}
