/**
 * The newer membership pricing block's data: pricing data grouped by
 * '1' (month) and '12' (year), each with plans; resolved here once into one list of plans with
 * their yearly and monthly prices. Pure and client-safe.
 */
import { PLAN_KEY_BY_ITEM_ID } from './facts';
import { monthlyPriceMap, type BillingPeriod, type PriceMap } from './prices';
import { newerBlockMembershipId } from './promo';

/** A plan as the block's schema hands it over (already parsed: price maps are PriceMaps). */
export interface PricingPlanInput {
  title: string;
  tierKey: string;
  itemId: number | null;
  /** null: the free plan ('Free'/'Gratis' label). */
  prices: PriceMap | null;
  isPopular: boolean;
  features: string[];
  nonFeatures: string[];
  highlightText: string;
  buttonLink: string;
  discountCta: string;
  discountLink: string;
  tooltipMessage: string;
}

export interface PricingDataInput {
  /** The '1' group. */
  month: PricingPlanInput[] | null;
  /** The '12' group. */
  year: PricingPlanInput[] | null;
}

export interface ResolvedPlan {
  /** Stable key: tierKey, else the item_id's plan key, else the title's id. */
  key: string;
  title: string;
  /** The id a membership promo is matched against (title without the word 'Membership'). */
  membershipId: string;
  free: boolean;
  /** Prices per period by currency; a currency the plan has no price in is absent. */
  prices: Record<BillingPeriod, PriceMap>;
  /** Struck-through regular prices (oldPrices), per period. */
  oldPrices: Record<BillingPeriod, PriceMap>;
  popular: boolean;
  features: Record<BillingPeriod, string[]>;
  nonFeatures: Record<BillingPeriod, string[]>;
  highlightText: string;
  buttonLink: string;
  discountCta: string;
  discountLink: string;
  tooltipMessage: string;
  description: string;
}

export function planKey(plan: Pick<PricingPlanInput, 'tierKey' | 'itemId' | 'title'>): string {
  const tier = plan.tierKey.trim().toLowerCase();
  if (tier) return tier;
  if (plan.itemId !== null && PLAN_KEY_BY_ITEM_ID[plan.itemId]) return PLAN_KEY_BY_ITEM_ID[plan.itemId]!;
  return newerBlockMembershipId(plan.title);
}

/**
 * Resolves the '1' and '12' groups into one list (the year group's order; the month group's when
 * there is no year group). A plan's monthly price is its yearly price / 12 rounded down to two
 * decimals; a plan with no yearly price keeps the month group's own price. Features
 * and non-features may differ per period (the free plan's business email shows only in the
 * yearly view); a period without its own list uses the other one's. oldPrices and
 * planDescriptions are looked up by the plan's key.
 */
export function resolvePricingPlans(
  data: PricingDataInput,
  extras: { oldPrices?: Record<string, PriceMap>; planDescriptions?: Record<string, string> } = {},
): ResolvedPlan[] {
  const year = data.year ?? [];
  const month = data.month ?? [];
  const primary = year.length ? year : month;
  const monthByKey = new Map(month.map((plan) => [planKey(plan), plan]));
  const yearByKey = new Map(year.map((plan) => [planKey(plan), plan]));
  const lowerKeys = (record: Record<string, unknown> | undefined) =>
    new Map(Object.entries(record ?? {}).map(([key, value]) => [key.trim().toLowerCase(), value]));
  const oldByKey = lowerKeys(extras.oldPrices) as Map<string, PriceMap>;
  const descriptionByKey = lowerKeys(extras.planDescriptions) as Map<string, string>;

  return primary.map((plan) => {
    const key = planKey(plan);
    const yearly = yearByKey.get(key);
    const monthly = monthByKey.get(key);
    const free = (yearly ?? plan).prices === null;
    const yearlyPrices = yearly?.prices ?? {};
    const hasYearly = Object.keys(yearlyPrices).length > 0;
    const monthPrices = hasYearly ? monthlyPriceMap(yearlyPrices) : (monthly?.prices ?? {});
    const old = oldByKey.get(key) ?? {};
    const pick = <T,>(period: BillingPeriod, read: (p: PricingPlanInput) => T[]): T[] => {
      const own = period === 'year' ? yearly : monthly;
      const other = period === 'year' ? monthly : yearly;
      const list = own ? read(own) : [];
      return list.length ? list : other ? read(other) : read(plan);
    };
    const text = (read: (p: PricingPlanInput) => string) => (yearly && read(yearly)) || (monthly && read(monthly)) || read(plan);
    return {
      key,
      title: plan.title,
      membershipId: newerBlockMembershipId(plan.title),
      free,
      prices: { year: free ? {} : yearlyPrices, month: free ? {} : monthPrices },
      oldPrices: { year: old, month: monthlyPriceMap(old) },
      popular: Boolean(yearly?.isPopular ?? plan.isPopular) || Boolean(monthly?.isPopular),
      features: { month: pick('month', (p) => p.features), year: pick('year', (p) => p.features) },
      nonFeatures: { month: pick('month', (p) => p.nonFeatures), year: pick('year', (p) => p.nonFeatures) },
      highlightText: text((p) => p.highlightText),
      buttonLink: text((p) => p.buttonLink),
      discountCta: text((p) => p.discountCta),
      discountLink: text((p) => p.discountLink),
      tooltipMessage: text((p) => p.tooltipMessage),
      description: descriptionByKey.get(key) ?? '',
    };
  });
}
