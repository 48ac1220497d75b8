/**
 * The membership programme's constants: the static plan cards, the yearly prices, the older
 * block's display prices and the plan contents. Blocks take
 * their figures from the content system's attributes when it sends them and fall back to these.
 * Pure and client-safe.
 *
 * Spec: content-layer.md §3 "Static membership plan cards", §9; pricing-and-catalogue.md §9.
 */
import type { Currency } from '@/lib/pricing/currency';
import { campaignDay } from '@/lib/promotions/clock';
import { MEMBERSHIP_PROMO } from '@/lib/promotions/display';
import { monthlyFromYearlyRounded, type PriceMap } from './prices';
import { tierById, type MembershipTier, type TierId } from './tiers';

/** The plans of the pricing tables; item_id 0 free, 1 basic, 2 professional. */
export type PlanKey = 'free' | 'basic' | 'professional';
export const PLAN_KEY_BY_ITEM_ID: Readonly<Record<number, PlanKey>> = { 0: 'free', 1: 'basic', 2: 'professional' };

/** Membership yearly prices: Basic 49.99 USD/EUR, 39.99 GBP, 2,499 INR; Professional 999.99 USD/EUR, 799.99 GBP, 49,999 INR. */
export const PLAN_YEARLY_PRICES: Readonly<Record<Exclude<PlanKey, 'free'>, PriceMap>> = {
  basic: { USD: 49.99, EUR: 49.99, GBP: 39.99, INR: 2499 },
  professional: { USD: 999.99, EUR: 999.99, GBP: 799.99, INR: 49999 },
};

/**
 * The tiers the pricing tables' plans stand for: the older block maps only basic and professional
 * to basic_s and professional_s, and their yearly prices are Basic S's $49.99 and
 * Professional S's $999.99 of the tier table. So those two tiers have a price in every currency;
 * the others have the tier table's dollar price only.
 */
const TIER_PRICE_MAPS: Partial<Record<TierId, PriceMap>> = {
  basic_s: PLAN_YEARLY_PRICES.basic,
  professional_s: PLAN_YEARLY_PRICES.professional,
};

/** A tier's yearly prices by currency (USD only, except Basic S and Professional S). */
export function tierPrices(tier: MembershipTier): PriceMap {
  return TIER_PRICE_MAPS[tier.id] ?? { USD: tier.annualPriceUsd };
}

/** A tier's yearly savings by currency: dollars only (the spec gives savings in USD). */
export function tierSavings(tier: MembershipTier): PriceMap {
  return { USD: tier.savingsUsd };
}

/** Static membership plan cards: price per year, domain operations per year, ROI. */
export interface StaticPlanCard {
  tier: TierId;
  name: string;
  prices: PriceMap;
  domainOperations: number;
  roi: string;
}

export const STATIC_PLAN_CARDS: readonly StaticPlanCard[] = (
  [
    ['basic_s', 100, '6X'],
    ['basic_m', 500, '7X'],
    ['basic_l', 2000, '12X'],
  ] as const
).map(([id, domainOperations, roi]) => {
  const tier = tierById(id)!;
  return { tier: id, name: tier.name, prices: tierPrices(tier), domainOperations, roi };
});

/**
 * The Basic S offer: the promotions module's Membership promo copy
 * (60% off, $19.99 instead of $49.99, the first year or 100 domain operations), a limited offer
 * ending March 31, 2025.
 */
export const BASIC_S_OFFER = {
  tier: 'basic_s' as TierId,
  percentOff: MEMBERSHIP_PROMO.percentage,
  price: { USD: MEMBERSHIP_PROMO.promoPriceUsd } as PriceMap,
  was: { USD: MEMBERSHIP_PROMO.regularPriceUsd } as PriceMap,
  /** Last day of the offer (campaign time zone). */
  endsOn: '2025-03-31',
};

/**
 * The offer runs through its last day in the campaign time zone (the one promotions clock decides
 * `now`); from the next day on it is not shown. A last day that is not a date ends nothing.
 */
export function isOfferRunning(endsOn: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(endsOn)) return false;
  return campaignDay(now) <= endsOn;
}

/**
 * The older pricing block's hard-coded display prices, per currency: the yearly
 * figure, the struck-through old price and the monthly figure where the spec gives them.
 *
 * Two readings exist: (a) these are the block's own display prices, shown as they are (Basic a
 * first-year promotional $4.99 with the regular $49.99 struck through); (b) they are stale
 * copies and the block shows the catalogue's yearly prices instead. READING CHOSEN: (a) — the
 * block shows exactly these figures. Free ($0) costs nothing in any currency and is shown as
 * Free/Gratis. A currency without a figure for a plan (EUR Basic) shows 'Price Unavailable' (and never a price in another currency). A
 * monthly figure the spec does not give is the yearly one / 12 rounded to the cent, the rounding
 * its $4.99 → $0.42 shows; the given INR Professional 7,147 monthly is kept although it is not
 * 84,897.92 / 12.
 */
export interface ClassicDisplayPrice {
  yearly: number;
  monthly: number;
  old: number | null;
}
const classic = (yearly: number, monthly: number | null = null, old: number | null = null): ClassicDisplayPrice => ({
  yearly,
  monthly: monthly ?? monthlyFromYearlyRounded(yearly),
  old,
});
export const CLASSIC_DISPLAY_PRICES: Readonly<Record<PlanKey, Partial<Record<Currency, ClassicDisplayPrice>>>> = {
  free: { USD: classic(0), EUR: classic(0), GBP: classic(0), INR: classic(0) },
  basic: { USD: classic(4.99, 0.42, 49.99), GBP: classic(4.99), INR: classic(430) },
  professional: { USD: classic(999.99, 83.33), EUR: classic(951.65), GBP: classic(788.7), INR: classic(84897.92, 7147) },
};
