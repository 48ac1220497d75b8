import 'server-only';
import type { Locale } from '@/i18n/locales';
import { PLAN_YEARLY_PRICES } from '@/lib/memberships/catalogue';
import { signUpWording } from '@/lib/memberships/paths';
import { planKey, resolvePricingPlans, type PricingDataInput, type PricingPlanInput } from '@/lib/memberships/pricing-table';
import { planPromo, type MembershipPromo } from '@/lib/memberships/promo';
import type { PriceMap } from '@/lib/memberships/prices';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { rawList, type MembershipMessages } from '@/components/blocks/membership/labels';
import type { PricingTablePlan } from '@/components/blocks/membership/MembershipPricingTable.client';
import type { PricingPlanAttribute } from './schema';

type PlanWithFlag = PricingPlanInput & { priceSet?: boolean };

/** A plan the content system sent without a price takes the catalogue's yearly price for its key. */
function withCatalogue(plan: PlanWithFlag): PricingPlanInput {
  if (plan.priceSet) return plan;
  const key = planKey(plan);
  if (key === 'basic' || key === 'professional') return { ...plan, prices: PLAN_YEARLY_PRICES[key] };
  if (key === 'free') return { ...plan, prices: null };
  return { ...plan, prices: {} };
}

/** The catalogue's Free, Basic and Professional plans in the page language (no pricing data sent). */
export function defaultPricingData(t: MembershipMessages): { month: PricingPlanAttribute[]; year: PricingPlanAttribute[] } {
  const plan = (key: 'free' | 'basic' | 'professional', itemId: number, yearly: boolean): PricingPlanAttribute => ({
    title: t(`plans.${key}.title`),
    tierKey: key,
    itemId,
    prices: key === 'free' ? null : PLAN_YEARLY_PRICES[key],
    priceSet: true,
    isPopular: key === 'basic',
    features: rawList(t, yearly && key === 'free' ? 'plans.free.yearlyFeatures' : `plans.${key}.features`),
    nonFeatures: rawList(t, `plans.${key}.nonFeatures`),
    highlightText: '',
    buttonLink: '',
    discountCta: '',
    discountLink: '',
    tooltipMessage: '',
  });
  const group = (yearly: boolean) => [plan('free', 0, yearly), plan('basic', 1, yearly), plan('professional', 2, yearly)];
  return { month: group(false), year: group(true) };
}

/** Default descriptions of the catalogue plans. */
export function defaultDescriptions(t: MembershipMessages): Record<string, string> {
  return { free: t('plans.free.description'), basic: t('plans.basic.description'), professional: t('plans.professional.description') };
}

/**
 * The table's plans ready for the island: resolved periods, the membership promo matched by the
 * plan title without 'Membership', the discount call to action and the sign-up button (its label
 * differs on /membership-plans-new).
 */
export function pricingTablePlans(
  data: { month: PricingPlanAttribute[] | null; year: PricingPlanAttribute[] | null },
  extras: { oldPrices: Record<string, PriceMap>; planDescriptions: Record<string, string> },
  promo: MembershipPromo | null,
  context: { locale: Locale; path: string },
  t: MembershipMessages,
): PricingTablePlan[] {
  const explicitYear = data.year?.map(withCatalogue) ?? null;
  const derivedYear = !explicitYear && data.month?.length && data.month.every((plan) => !plan.priceSet) ? data.month.map(withCatalogue) : null;
  const input: PricingDataInput = { month: data.month, year: explicitYear ?? derivedYear };
  const wording = signUpWording(context.path);
  const signUp = controlPanelLinks(siteConfig(), context.locale).signUp;
  return resolvePricingPlans(input, extras).map((plan) => {
    const match = planPromo(promo, plan.membershipId);
    // The promotion's call to action (to its landing page) replaces the plan's own when it has one.
    const discount =
      match && promo?.discountCta
        ? { text: promo.discountCta, url: promo.landingUrl || plan.discountLink }
        : plan.discountCta
          ? { text: plan.discountCta, url: plan.discountLink }
          : null;
    return {
      ...plan,
      promo: match,
      discount,
      button: { label: t(`signUp.${wording}.${plan.free ? 'free' : 'paid'}`), url: plan.buttonLink || signUp },
    };
  });
}
